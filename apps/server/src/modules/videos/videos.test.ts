import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { allPermissions, type Permissions, VIDEO_PATHS } from '@hubline/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  givenBroadcast,
  givenBroadcastAccount,
  givenFriendsInList,
  seededUserId,
  untilSendingEnds,
} from '../../test/delivery-fixtures.ts';
import { signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { librarySuite, type Member as SuiteMember } from '../../test/library-suite.ts';
import { multipart, solidPng } from '../../test/uploads.ts';
import { startBroadcast } from '../broadcasts/delivery/start-broadcast.ts';
import { videos } from './videos.schema.ts';

/** The first bytes of an MP4 (a `ftyp` box), then filler: what the files port sniffs. */
const mp4 = (bytes = 1024) =>
  Buffer.concat([
    Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
    Buffer.alloc(bytes),
  ]);
const MB = 1024 * 1024;

/** Answers HEAD requests as a video host would: each path a case of messaging.md §9's rules. */
const HOSTED: Record<string, [number, Record<string, string>]> = {
  '/clip.mp4': [200, { 'content-type': 'video/mp4', 'content-length': String(150 * MB) }],
  '/huge.mp4': [200, { 'content-type': 'video/mp4', 'content-length': String(201 * MB) }],
  '/page.html': [200, { 'content-type': 'text/html', 'content-length': '512' }],
  '/gone.mp4': [404, { 'content-type': 'text/plain', 'content-length': '0' }],
  '/moved.mp4': [302, { location: '/clip.mp4', 'content-length': '0' }],
};
let host: http.Server;
let hostOrigin: string;
let t: TestApp;
beforeAll(async () => {
  host = http.createServer((request, response) => {
    const [status, headers] = HOSTED[request.url ?? ''] ?? [404, {}];
    response.writeHead(status, headers).end();
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  t = await startTestApp({ OUTBOUND_TRUSTED_ORIGINS: hostOrigin }, { line: true });
});
afterAll(async () => {
  await t.close();
  host.close();
});

const png = solidPng;

/** A signed-in member of a new hub (or of `hubId`), who also uploads videos and preview images. */
async function member(options: { hubId?: string; permissions?: Permissions } = {}) {
  const m = await signedInMember(t, options);
  const upload = (path: string, file: { name: string; data: Buffer; type: string }, lang = 'en') =>
    m.postForm(path, multipart({}, file), lang);
  return {
    ...m,
    raw: m.postForm,
    uploadVideo: (data: Buffer, lang = 'en') =>
      upload('/line/imagemap/video/upload', { name: 'clip.mp4', data, type: 'video/mp4' }, lang),
    uploadImage: (data: Buffer) =>
      upload('/line/imagemap/image', { name: 'preview.png', data, type: 'image/png' }),
  };
}
type Member = Awaited<ReturnType<typeof member>>;

async function givenFiles(m: Member) {
  const image = (await m.uploadImage(await png(1040, 585))).json().image as { id: string; height: number };
  const video = await m.uploadVideo(mp4());
  expect(video.statusCode, video.body).toBe(200);
  return { imageId: image.id, upload: video.json().upload as { name: string; url: string; bytes: number } };
}

const draft = (imageId: string, video: object) => ({
  name: 'Spring film',
  video,
  imageId,
  altText: 'Our spring film',
  linkLabel: 'See the menu',
  linkUrl: 'https://example.com/menu',
  trackingId: 'spring-film',
});

const videoRows = async () => (await t.deps.db.select({ n: count() }).from(videos))[0]?.n;

describe('rich videos', () => {
  it('are saved from an upload, read as a LINE image map with a video area and its link, changed and deleted', async () => {
    const m = await member();
    const { imageId, upload } = await givenFiles(m);
    expect(upload).toMatchObject({ name: expect.stringMatching(/\.mp4$/), bytes: mp4().length });
    // LINE fetches the video unsigned, as an mp4.
    const served = await t.app.inject({ method: 'GET', url: new URL(upload.url).pathname });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'video/mp4']);

    const created = await m.call(
      'POST',
      '/line/imagemap/video',
      draft(imageId, { kind: 'upload', name: upload.name }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().msg).toBe('Rich video created.');
    const { id } = created.json();
    const read = (await m.call('GET', `/line/imagemap/video/${id}`)).json();
    const baseUrl = `${t.deps.config.publicUrl}/api/imagemap-images/${imageId}`;
    expect(read).toMatchObject({ name: 'Spring film', trackingId: 'spring-film', image: { height: 585 } });
    expect(read.message).toEqual({
      type: 'imagemap',
      baseUrl,
      altText: 'Our spring film',
      baseSize: { width: 1040, height: 585 },
      video: {
        originalContentUrl: upload.url,
        previewImageUrl: `${baseUrl}/700`,
        area: { x: 0, y: 0, width: 1040, height: 585 },
        externalLink: { linkUri: 'https://example.com/menu', label: 'See the menu' },
      },
      actions: [],
    });

    const external = { kind: 'external', url: `${hostOrigin}/clip.mp4` };
    const changed = await m.call('PATCH', '/line/imagemap/video', {
      ...draft(imageId, external),
      id,
      name: 'Film',
    });
    expect(changed.json()).toMatchObject({
      msg: 'Rich video saved.',
      video: { name: 'Film', video: external },
    });
    expect(changed.json().video.message.video.originalContentUrl).toBe(external.url);
    const list = (await m.call('GET', '/line/imagemap/videos?search=film')).json();
    expect(list).toMatchObject({ total: 1, items: [{ id, name: 'Film' }], folders: [] });
    expect((await m.call('DELETE', `/line/imagemap/video/${id}`)).json()).toEqual({
      msg: 'Rich video deleted.',
    });
    expect((await m.call('GET', `/line/imagemap/video/${id}`)).statusCode).toBe(404);
  });

  it('plays an mp4 chosen from the Files library, used by its stored name', async () => {
    const m = await member();
    const { imageId } = await givenFiles(m);
    const body = multipart({ name: 'Spring film' }, { name: 'film.mp4', data: mp4(), type: 'video/mp4' });
    const file = await m.raw('/file', body);
    expect(file.statusCode, file.body).toBe(200);
    const { url } = file.json().file as { url: string };
    const name = url.split('/').pop() ?? '';
    const saved = await m.call('POST', '/line/imagemap/video', draft(imageId, { kind: 'upload', name }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().video.message.video.originalContentUrl).toBe(url);
  });

  it('refuses an upload not mp4 by its content or over 30 MB, in the reader’s language, keeping nothing', async () => {
    const m = await member();
    const notVideo = await m.uploadVideo(await png(10, 10), 'ja');
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json()).toMatchObject({ code: 'file.invalidType', msg: expect.stringContaining('MP4') });
    // An mp4 name and type, but a PNG's bytes.
    const disguised = await m.uploadVideo(Buffer.concat([await png(10, 10), Buffer.alloc(64)]), 'zh-TW');
    expect(disguised.json().code).toBe('file.invalidType');
    const heavy = await m.uploadVideo(mp4(30 * MB));
    expect(heavy.statusCode).toBe(413);
    expect(heavy.json()).toMatchObject({ code: 'file.tooLarge', msg: expect.stringContaining('30 MB') });
  });

  it('refuses an external URL unreachable, too large, not mp4, redirected or not https, in en, ja and zh-TW, writing nothing', async () => {
    const m = await member();
    const { imageId } = await givenFiles(m);
    const before = await videoRows();
    const at = (path: string) => ({ kind: 'external', url: `${hostOrigin}${path}` });
    const refusals: [object, string, string][] = [
      [at('/gone.mp4'), 'video.error.unreachable', 'The video could not be reached at this URL.'],
      [at('/moved.mp4'), 'video.error.unreachable', 'The video could not be reached at this URL.'],
      [at('/huge.mp4'), 'video.error.tooLarge', 'The video at this URL is too large. The maximum is 200 MB.'],
      [at('/page.html'), 'video.error.notMp4', 'The video at this URL is not an MP4 video.'],
      [
        { kind: 'external', url: 'http://example.com/clip.mp4' },
        'video.error.notHttps',
        "The video's URL must start with https://.",
      ],
      [
        { kind: 'external', url: 'https://127.0.0.1/clip.mp4' },
        'video.error.unreachable',
        'The video could not be reached at this URL.',
      ],
    ];
    for (const [video, code, msg] of refusals) {
      const refused = await m.call('POST', '/line/imagemap/video', draft(imageId, video));
      expect([refused.statusCode, refused.json().code, refused.json().msg], JSON.stringify(video)).toEqual([
        400,
        code,
        msg,
      ]);
    }
    const ja = await m.call('POST', '/line/imagemap/video?lang=ja', draft(imageId, at('/huge.mp4')));
    expect(ja.json().msg).toBe('このURLの動画は大きすぎます。上限は200 MBです。');
    const zh = await m.call('POST', '/line/imagemap/video?lang=zh-TW', draft(imageId, at('/page.html')));
    expect(zh.json().msg).toBe('此網址的影片不是 MP4 格式。');
    expect(await videoRows()).toBe(before);
  });

  it('refuses a long link label, bad URLs, NUL, another hub’s image or video, and a member without the flag', async () => {
    const m = await member();
    const { imageId, upload } = await givenFiles(m);
    const uploaded = { kind: 'upload', name: upload.name };
    const before = await videoRows();
    const stranger = await member();
    const theirImage = (await givenFiles(stranger)).imageId;
    const refusals: [object, string, number][] = [
      [{ linkLabel: 'x'.repeat(31) }, 'error.validation', 400],
      [{ linkUrl: 'javascript:alert(1)' }, 'error.validation', 400],
      [{ video: { kind: 'external', url: 'not a url' } }, 'error.validation', 400],
      [{ video: { kind: 'upload', name: '../../etc/passwd' } }, 'error.validation', 400],
      [
        { video: { kind: 'upload', name: '00000000-0000-4000-8000-000000000000.mp4' } },
        'video.error.noVideo',
        400,
      ],
      [{ name: 'Spring\u0000film' }, 'error.invalidText', 400],
      [{ imageId: theirImage }, 'video.error.noImage', 400],
      [{ imageId: 'not-an-id' }, 'video.error.noImage', 400],
      [{ folderId: '00000000-0000-4000-8000-000000000000' }, 'error.notFound', 404],
    ];
    for (const [change, code, status] of refusals) {
      const refused = await m.call('POST', '/line/imagemap/video', {
        ...draft(imageId, uploaded),
        ...change,
      });
      expect([refused.statusCode, refused.json().code], JSON.stringify(change)).toEqual([status, code]);
    }
    const long = await m.call('POST', '/line/imagemap/video?lang=ja', {
      ...draft(imageId, uploaded),
      linkLabel: 'あ'.repeat(31),
    });
    expect(long.json().fields?.linkLabel).toBeTruthy();
    expect(await videoRows()).toBe(before);

    const { id } = (await m.call('POST', '/line/imagemap/video', draft(imageId, uploaded))).json();
    expect((await stranger.call('GET', `/line/imagemap/video/${id}`)).statusCode).toBe(404);
    expect((await stranger.call('DELETE', `/line/imagemap/video/${id}`)).statusCode).toBe(404);
    const patched = await stranger.call('PATCH', '/line/imagemap/video', {
      ...draft(theirImage, uploaded),
      id,
    });
    expect(patched.statusCode).toBe(404);
    const withoutFlag = await member({
      hubId: m.hubId,
      permissions: { ...allPermissions(), permissionVideos: false },
    });
    expect((await withoutFlag.call('GET', '/line/imagemap/videos')).statusCode).toBe(403);
    expect(
      (await withoutFlag.call('POST', '/line/imagemap/video', draft(imageId, uploaded))).statusCode,
    ).toBe(403);
    expect((await withoutFlag.uploadVideo(mp4())).statusCode).toBe(403);
    expect((await m.call('GET', `/line/imagemap/video/${id}`)).json().name).toBe('Spring film');
  });
});

describe('a rich video in a broadcast', () => {
  it('reaches each friend as a LINE image map playing the video, validated by the sandbox, its link tracked', async () => {
    const given = await givenBroadcastAccount(t);
    const m = await member({ hubId: given.hubId });
    const { imageId, upload } = await givenFiles(m);
    const saved = await m.call(
      'POST',
      '/line/imagemap/video',
      draft(imageId, { kind: 'upload', name: upload.name }),
    );
    const videoId = saved.json().id;
    const composed = await m.call('POST', '/line/broadcast-setting', {
      name: 'Film',
      accountId: given.account.id,
      messages: [{ type: 'richVideo', videoId }],
    });
    expect(composed.statusCode, composed.body).toBe(200);

    const listId = await givenFriendsInList(t, given, 'film', 2);
    const broadcast = await givenBroadcast(t.deps, given, {
      status: 'scheduled',
      targetLists: [listId],
      messages: [{ type: 'richVideo', videoId }],
    });
    await startBroadcast(t.deps, given.hubId, broadcast.id);
    expect(await untilSendingEnds(t, broadcast.id)).toMatchObject({ status: 'sent' });
    for (const index of [0, 1]) {
      const [entry] = given.control.inbox(given.channel.channelId, seededUserId('film', index));
      expect(entry?.message).toMatchObject({
        type: 'imagemap',
        baseSize: { width: 1040, height: 585 },
        video: {
          originalContentUrl: upload.url,
          externalLink: {
            label: 'See the menu',
            linkUri: expect.stringMatching(`^${t.deps.config.publicUrl}/r/\\w{10}$`),
          },
        },
      });
    }
  });
});

/** One preview image per hub for the suite's many items. */
const suiteImages = new Map<string, Promise<string>>();
async function suiteImage(suiteApp: TestApp, suiteMember: SuiteMember) {
  const body = multipart({}, { name: 'p.png', data: await png(1040, 1040), type: 'image/png' });
  const image = await suiteApp.request({
    method: 'POST',
    url: `/api/${suiteMember.hubId}/line/imagemap/image`,
    headers: { ...body.headers, cookie: suiteMember.cookie },
    payload: body.payload,
  });
  return image.json().image.id as string;
}

librarySuite({
  name: 'rich videos',
  paths: VIDEO_PATHS,
  permission: 'permissionVideos',
  // Its own app, trusting the local video host (this file's first hook has started it).
  start: () => startTestApp({ OUTBOUND_TRUSTED_ORIGINS: hostOrigin }),
  async create(suiteApp, suiteMember: SuiteMember, name) {
    let imageId = suiteImages.get(suiteMember.hubId);
    if (!imageId) {
      imageId = suiteImage(suiteApp, suiteMember);
      suiteImages.set(suiteMember.hubId, imageId);
    }
    const video = { kind: 'external', url: `${hostOrigin}/clip.mp4` };
    const response = await suiteMember.call('POST', '/line/imagemap/video', {
      ...draft(await imageId, video),
      name,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().id;
  },
});
