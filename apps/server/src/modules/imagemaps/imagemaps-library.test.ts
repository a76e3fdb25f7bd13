import { IMAGEMAP_PATHS } from '@hubline/contract';
import { librarySuite } from '../../test/library-suite.ts';
import { multipart, solidPng } from '../../test/uploads.ts';

const image = solidPng(1040, 1040);

// The shared library behaviour (folders, bulk actions, refusals) on rich messages.
librarySuite({
  name: 'imagemaps',
  paths: IMAGEMAP_PATHS,
  permission: 'permissionImagemaps',
  async create(t, member, name) {
    const { payload, headers } = multipart({}, { name: 'map.png', data: await image });
    const uploaded = await t.request({
      method: 'POST',
      url: `/api/${member.hubId}/line/imagemap/image`,
      payload,
      headers: { ...headers, cookie: member.cookie },
    });
    if (uploaded.statusCode !== 200) throw new Error(`image not uploaded: ${uploaded.body}`);
    const created = await member.call('POST', '/line/imagemap', {
      title: name,
      altText: name,
      imageId: uploaded.json().image.id,
      layout: 'single',
      areas: [{ type: 'message', text: 'Hello' }],
    });
    if (created.statusCode !== 200) throw new Error(`rich message not saved: ${created.body}`);
    return created.json().imagemap.id;
  },
});
