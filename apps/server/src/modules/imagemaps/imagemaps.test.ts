import { allPermissions, IMAGEMAP_WIDTHS, type Permissions } from '@hubline/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  givenBroadcast,
  givenBroadcastAccount,
  givenFriendsInList,
  seededUserId,
  untilSendingEnds,
} from '../../test/delivery-fixtures.ts';
import { signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { multipart, solidPng } from '../../test/uploads.ts';
import { broadcastRuns } from '../broadcasts/delivery/delivery.schema.ts';
import { startBroadcast } from '../broadcasts/delivery/start-broadcast.ts';
import { imagemapImages } from './imagemaps.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

const png = solidPng;

/** A signed-in member of a new hub (or of `hubId`), who also uploads rich messages' images. */
async function member(options: { hubId?: string; permissions?: Permissions } = {}) {
  const m = await signedInMember(t, options);
  return {
    ...m,
    upload: (data: Buffer, lang = 'en') =>
      m.postForm('/line/imagemap/image', multipart({}, { name: 'map.png', data, type: 'image/png' }), lang),
  };
}
type Member = Awaited<ReturnType<typeof member>>;

async function uploaded(m: Member, height = 1040) {
  const response = await m.upload(await png(1040, height));
  expect(response.statusCode).toBe(200);
  return response.json().image as { id: string; height: number; url: string };
}

const imageRows = async () => (await t.deps.db.select({ n: count() }).from(imagemapImages))[0]?.n;

const twoAreas = (imageId: string) => ({
  title: 'Spring menu',
  altText: 'Our spring menu',
  imageId,
  layout: 'twoColumns',
  areas: [
    { type: 'uri', linkUri: 'https://example.com/menu' },
    { type: 'message', text: 'Book a table' },
  ],
});

describe('rich message images', () => {
  it('are published at every width LINE asks for: public, without extension, cacheable, each of the right size', async () => {
    const m = await member();
    const image = await uploaded(m, 2080);
    expect(image).toMatchObject({ width: 1040, height: 2080, url: `/api/imagemap-images/${image.id}/1040` });
    for (const width of IMAGEMAP_WIDTHS) {
      // No cookie: LINE fetches it unsigned.
      const served = await t.app.inject({ method: 'GET', url: `/api/imagemap-images/${image.id}/${width}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([width, width * 2]);
    }
    // A JPEG stays a JPEG at every width.
    const jpeg = await sharp({ create: { width: 1040, height: 1040, channels: 3, background: '#cc6633' } })
      .jpeg()
      .toBuffer();
    const jpegImage = (await m.upload(jpeg)).json().image;
    const small = await t.app.inject({ method: 'GET', url: `/api/imagemap-images/${jpegImage.id}/240` });
    expect(small.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(240);
    for (const url of [
      `/api/imagemap-images/${image.id}/1041`,
      `/api/imagemap-images/${image.id}/1040.png`,
      '/api/imagemap-images/00000000-0000-4000-8000-000000000000/1040',
      '/api/imagemap-images/..%2F..%2Fetc/1040',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('are refused when of the wrong width, height, type or weight, in the reader’s language, and nothing is kept', async () => {
    const m = await member();
    const before = await imageRows();
    const narrow = await m.upload(await png(1000, 1040), 'ja');
    expect(narrow.statusCode).toBe(400);
    expect(narrow.json()).toMatchObject({
      code: 'imagemap.error.width',
      msg: '画像の幅はちょうど 1040 ピクセルにしてください（この画像は 1000 ピクセルです）。',
    });
    for (const height of [519, 2081]) {
      const refused = await m.upload(await png(1040, height), 'zh-TW');
      expect(refused.json()).toMatchObject({
        code: 'imagemap.error.height',
        msg: `圖片高度必須為 1040 像素，或自訂 520 至 2080 像素（此圖片為 ${height} 像素）。`,
      });
    }
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);
    expect((await m.upload(gif)).json()).toMatchObject({ code: 'file.invalidType' });
    // A PNG signature in front of something else is not an image sharp can read.
    const fake = Buffer.concat([(await png(1040, 1040)).subarray(0, 16), Buffer.alloc(64)]);
    expect((await m.upload(fake)).json()).toMatchObject({ code: 'file.invalidType' });
    const heavy = Buffer.concat([(await png(1040, 1040)).subarray(0, 16), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await m.upload(heavy);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'file.tooLarge' });
    expect(await imageRows()).toBe(before);
  });
});

describe('rich messages', () => {
  it('are saved, read, listed, changed and deleted, their areas laid out on the image', async () => {
    const m = await member();
    const image = await uploaded(m, 520);
    const created = await m.call('POST', '/line/imagemap', twoAreas(image.id));
    expect(created.statusCode).toBe(200);
    const { id } = created.json().imagemap;
    const read = (await m.call('GET', `/line/imagemap/${id}`)).json();
    expect(read.message).toEqual({
      type: 'imagemap',
      baseUrl: `${t.deps.config.publicUrl}/api/imagemap-images/${image.id}`,
      altText: 'Our spring menu',
      baseSize: { width: 1040, height: 520 },
      actions: [
        { type: 'uri', linkUri: 'https://example.com/menu', area: { x: 0, y: 0, width: 520, height: 520 } },
        { type: 'message', text: 'Book a table', area: { x: 520, y: 0, width: 520, height: 520 } },
      ],
    });
    const changed = await m.call('PATCH', '/line/imagemap', { id, title: 'Summer menu' });
    expect(changed.json().imagemap).toMatchObject({ title: 'Summer menu', layout: 'twoColumns' });
    const list = (await m.call('GET', '/line/imagemaps?search=summer')).json();
    expect(list).toMatchObject({ total: 1, items: [{ id, title: 'Summer menu' }], folders: [] });
    expect((await m.call('GET', '/line/imagemaps?search=winter')).json().total).toBe(0);
    expect((await m.call('GET', '/line/imagemaps?all=true')).json().total).toBe(1);
    expect((await m.call('DELETE', `/line/imagemap/${id}`)).statusCode).toBe(200);
    expect((await m.call('GET', `/line/imagemap/${id}`)).statusCode).toBe(404);
    // LINE still fetches the image of a rich message already sent.
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);
  });

  it('refuses bad input, another hub’s image or item, and a member without the flag, writing nothing', async () => {
    const m = await member();
    const image = await uploaded(m);
    const refusals: [object, string, number][] = [
      [
        {
          areas: [
            { type: 'uri', linkUri: 'javascript:alert(1)' },
            { type: 'message', text: 'x' },
          ],
        },
        'error.validation',
        400,
      ],
      [{ areas: [{ type: 'uri', linkUri: 'https://example.com' }] }, 'imagemap.error.areas', 400],
      [{ title: 'Spring\u0000menu' }, 'error.invalidText', 400],
      [{ imageId: (await uploaded(await member())).id }, 'imagemap.error.noImage', 400],
      [{ imageId: 'not-an-id' }, 'imagemap.error.noImage', 400],
      [{ layout: 'sevenGrid' }, 'error.validation', 400],
      [{ folderId: '00000000-0000-4000-8000-000000000000' }, 'error.notFound', 404],
    ];
    for (const [change, code, status] of refusals) {
      const refused = await m.call('POST', '/line/imagemap', { ...twoAreas(image.id), ...change });
      expect([refused.statusCode, refused.json().code], JSON.stringify(change)).toEqual([status, code]);
    }
    expect((await m.call('GET', '/line/imagemaps')).json().total).toBe(0);

    const { id } = (await m.call('POST', '/line/imagemap', twoAreas(image.id))).json().imagemap;
    const stranger = await member();
    expect((await stranger.call('GET', `/line/imagemap/${id}`)).statusCode).toBe(404);
    expect((await stranger.call('DELETE', `/line/imagemap/${id}`)).statusCode).toBe(404);
    expect((await stranger.call('PATCH', '/line/imagemap', { id, title: 'Mine' })).statusCode).toBe(404);
    const withoutFlag = await member({
      hubId: m.hubId,
      permissions: { ...allPermissions(), permissionImagemaps: false },
    });
    expect((await withoutFlag.call('GET', '/line/imagemaps')).statusCode).toBe(403);
    expect((await withoutFlag.upload(await png(1040, 1040))).statusCode).toBe(403);
    expect((await m.call('GET', `/line/imagemap/${id}`)).json().title).toBe('Spring menu');
  });
});

describe('a rich message in a broadcast', () => {
  it('reaches each friend as a LINE imagemap message, validated by the sandbox, its link tracked', async () => {
    const given = await givenBroadcastAccount(t);
    const m = await member({ hubId: given.hubId });
    const image = await uploaded(m);
    const { id: imagemapId } = (await m.call('POST', '/line/imagemap', twoAreas(image.id))).json().imagemap;
    // The composer's save checks the reference.
    const saved = await m.call('POST', '/line/broadcast-setting', {
      name: 'Menu',
      accountId: given.account.id,
      messages: [{ type: 'imagemap', imagemapId }],
    });
    expect(saved.statusCode).toBe(200);

    const listId = await givenFriendsInList(t, given, 'menu', 2);
    const messages = [{ type: 'imagemap' as const, imagemapId }];
    const broadcast = await givenBroadcast(t.deps, given, {
      status: 'scheduled',
      targetLists: [listId],
      messages,
    });
    await startBroadcast(t.deps, given.hubId, broadcast.id);
    expect(await untilSendingEnds(t, broadcast.id)).toMatchObject({ status: 'sent' });
    for (const index of [0, 1]) {
      const [entry] = given.control.inbox(given.channel.channelId, seededUserId('menu', index));
      expect(entry?.message).toMatchObject({
        type: 'imagemap',
        baseUrl: `${t.deps.config.publicUrl}/api/imagemap-images/${image.id}`,
        baseSize: { width: 1040, height: 1040 },
        actions: [
          { type: 'uri', linkUri: expect.stringMatching(`^${t.deps.config.publicUrl}/r/\\w{10}$`) },
          { type: 'message', text: 'Book a table' },
        ],
      });
    }

    // The run keeps the message as it was sent: deleting the rich message changes nothing of it.
    const [run] = await t.deps.db
      .select({ messages: broadcastRuns.messages })
      .from(broadcastRuns)
      .where(eq(broadcastRuns.broadcastId, broadcast.id));
    expect(run?.messages).toEqual([{ type: 'json', json: expect.stringContaining('"type":"imagemap"') }]);
    expect((await m.call('DELETE', `/line/imagemap/${imagemapId}`)).statusCode).toBe(200);
    // A broadcast saved before the deletion is not sent: it fails with its reason, not the job.
    const later = await givenBroadcast(t.deps, given, {
      status: 'scheduled',
      targetLists: [listId],
      messages,
    });
    await startBroadcast(t.deps, given.hubId, later.id);
    expect(await untilSendingEnds(t, later.id)).toMatchObject({
      status: 'failure',
      failureReason: 'broadcast.failure.messageMissing',
    });
  });
});
