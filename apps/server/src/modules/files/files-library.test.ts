import { FILE_PATHS } from '@hubline/contract';
import { librarySuite } from '../../test/library-suite.ts';
import { multipart, TINY_PNG } from '../../test/uploads.ts';

// The shared library behaviour (folders, bulk actions, refusals) on Files.
librarySuite({
  name: 'files',
  paths: FILE_PATHS,
  permission: 'permissionFiles',
  async create(t, member, name) {
    const { payload, headers } = multipart({ name }, { name: 'upload.png', data: TINY_PNG });
    const response = await t.request({
      method: 'POST',
      url: `/api/${member.hubId}/file`,
      payload,
      headers: { ...headers, cookie: member.cookie },
    });
    if (response.statusCode !== 200) throw new Error(`file not uploaded: ${response.body}`);
    return response.json().file.id;
  },
});
