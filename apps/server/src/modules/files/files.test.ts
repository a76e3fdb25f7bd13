import fs from 'node:fs';
import path from 'node:path';
import { FILE_MAX_BYTES, noPermissions } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { multipart, TINY_PNG } from '../../test/uploads.ts';
import { users } from '../users/users.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** An MP4's first bytes: a box size, then `ftyp`. */
const TINY_MP4 = Buffer.concat([Buffer.from('00000018667479706d703432', 'hex'), Buffer.alloc(64)]);

function upload(member: Member, file: { name: string; data: Buffer }, fields: Record<string, string> = {}) {
  const { payload, headers } = multipart(fields, file);
  return t.request({
    method: 'POST',
    url: `/api/${member.hubId}/file`,
    payload,
    headers: { ...headers, cookie: member.cookie },
  });
}
/** What the files port holds on disk for the library (a refused upload leaves nothing there). */
const storedFiles = () => {
  const dir = path.join(t.deps.config.dataDir, 'files', 'library');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const served = (url: string) => t.request({ method: 'GET', url: new URL(url).pathname });

describe('files', () => {
  it('keeps an upload with its name, size, type by content and public URL, served cacheable without signing in', async () => {
    const m = await signedInMember(t);
    const response = await upload(m, { name: 'banner.png', data: TINY_PNG }, { useWithAi: 'true' });
    expect(response.statusCode, response.body).toBe(200);
    const { msg, file } = response.json();
    expect(msg).toBe('File uploaded.');
    expect(file).toMatchObject({
      name: 'banner.png',
      size: TINY_PNG.length,
      type: 'png',
      useWithAi: true,
      folderId: null,
    });
    expect(file.url).toMatch(/^http:\/\/localhost:3000\/api\/files\/public\/[0-9a-f-]{36}\.png$/);
    const image = await served(file.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);

    const video = (await upload(m, { name: 'clip.bin', data: TINY_MP4 }, { name: 'Clip' })).json().file;
    expect(video).toMatchObject({ name: 'Clip', type: 'mp4', useWithAi: false });
    expect((await served(video.url)).headers['content-type']).toBe('video/mp4');

    const renamed = await m.call('PATCH', `/file/${file.id}`, { name: 'Spring banner', useWithAi: false });
    expect(renamed.json()).toMatchObject({
      msg: 'File saved.',
      file: { name: 'Spring banner', useWithAi: false },
    });
    expect((await m.call('GET', `/files/${file.id}`)).json()).toMatchObject({
      name: 'Spring banner',
      url: file.url,
    });
  });

  it('gives a duplicate its own stored file, and deleting removes the stored file', async () => {
    const m = await signedInMember(t);
    const file = (await upload(m, { name: 'a.png', data: TINY_PNG })).json().file;
    await m.call('POST', '/files/duplicate', { ids: [file.id] });
    const copy = (await m.call('GET', '/files'))
      .json()
      .items.find((item: { id: string }) => item.id !== file.id);
    expect(copy.url).not.toBe(file.url);

    expect((await m.call('POST', '/files/deleteMany', { ids: [file.id] })).statusCode).toBe(200);
    expect((await served(file.url)).statusCode).toBe(404);
    expect((await served(copy.url)).statusCode).toBe(200);
  });

  it('refuses oversize, the wrong type by content, a NUL in the name, and keeps nothing', async () => {
    const m = await signedInMember(t);
    const before = storedFiles();
    const refusals: [string, { name: string; data: Buffer }, Record<string, string>, number, string][] = [
      [
        'over 30 MB',
        { name: 'big.png', data: Buffer.concat([TINY_PNG, Buffer.alloc(FILE_MAX_BYTES)]) },
        {},
        413,
        'The file is too large. The maximum is 30 MB.',
      ],
      [
        'a .png that is text',
        { name: 'fake.png', data: Buffer.from('just some text, not an image at all') },
        {},
        400,
        'This file type is not accepted. Use PNG, JPEG, MP4.',
      ],
      ['a PDF', { name: 'doc.pdf', data: Buffer.from('%PDF-1.7\n%%EOF..........') }, {}, 400, ''],
      ['NUL in the name', { name: 'ok.png', data: TINY_PNG }, { name: 'a\u0000b' }, 400, ''],
      ['an empty name', { name: 'ok.png', data: TINY_PNG }, { name: '  ' }, 400, ''],
      [
        'another hub’s folder',
        { name: 'ok.png', data: TINY_PNG },
        { folderId: crypto.randomUUID() },
        404,
        '',
      ],
    ];
    for (const [why, file, fields, status, msg] of refusals) {
      const response = await upload(m, file, fields);
      expect(response.statusCode, why).toBe(status);
      if (msg) expect(response.json().msg, why).toBe(msg);
    }
    expect((await m.call('PATCH', '/file/not-an-id', { name: 'x' })).statusCode).toBe(404);
    expect((await m.call('GET', '/files')).json().total).toBe(0);
    const noFile = multipart({ name: 'x' });
    const missing = await t.request({
      method: 'POST',
      url: `/api/${m.hubId}/file`,
      payload: noFile.payload,
      headers: { ...noFile.headers, cookie: m.cookie },
    });
    expect(missing.json().code).toBe('file.missing');
    expect(storedFiles()).toEqual(before);
  });

  it('answers refusals in the member’s language', async () => {
    const m = await signedInMember(t);
    for (const [lang, msg] of [
      ['ja', 'このファイル形式は使用できません。PNG, JPEG, MP4を使用してください。'],
      ['zh-TW', '不接受此檔案類型，請使用 PNG, JPEG, MP4。'],
    ] as const) {
      await t.deps.db.update(users).set({ lang }).where(eq(users.id, m.user.id));
      const response = await upload(m, {
        name: 'fake.png',
        data: Buffer.from('text pretending to be a png'),
      });
      expect(response.json()).toEqual({ code: 'file.invalidType', msg });
    }
  });

  it('refuses another hub and a member without permissionFiles', async () => {
    const owner = await signedInMember(t);
    const file = (await upload(owner, { name: 'a.png', data: TINY_PNG })).json().file;
    const stranger = await signedInMember(t);
    expect((await stranger.call('GET', `/files/${file.id}`)).statusCode).toBe(404);
    expect((await stranger.call('PATCH', `/file/${file.id}`, { name: 'Mine' })).statusCode).toBe(404);
    // Another hub's path with the stranger's session.
    const crossed = await t.request({
      method: 'GET',
      url: `/api/${owner.hubId}/files`,
      headers: { cookie: stranger.cookie },
    });
    expect([403, 404]).toContain(crossed.statusCode);

    const withoutFlag = await signedInMember(t, { hubId: owner.hubId, permissions: noPermissions() });
    expect((await upload(withoutFlag, { name: 'b.png', data: TINY_PNG })).statusCode).toBe(403);
    expect((await withoutFlag.call('PATCH', `/file/${file.id}`, { name: 'Theirs' })).statusCode).toBe(403);
    expect((await owner.call('GET', `/files/${file.id}`)).json().name).toBe('a.png');
    expect((await owner.call('GET', '/files')).json().total).toBe(1);
  });
});
