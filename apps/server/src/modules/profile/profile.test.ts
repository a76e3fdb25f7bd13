import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AVATAR_MAX_BYTES } from '@hubline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { multipart, TINY_PNG } from '../../test/uploads.ts';
import { createHub } from '../hubs/create-hub.ts';
import { banners, news } from '../news/news.schema.ts';
import { getUser } from '../users/users.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const avatarFile = (name: string, data: Buffer) => multipart({}, { name, data, type: 'image/png' });

async function member() {
  const { user, hubId } = await givenMember(t);
  const { cookie } = await signIn(t, user.email);
  return { user, hubId, cookie };
}

describe('profile', () => {
  it('returns the session fields', async () => {
    const { user, hubId, cookie } = await member();
    const profile = (await t.request({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();
    expect(profile).toMatchObject({
      email: user.email,
      hubId,
      lang: 'en',
      superAdmin: true,
      useTwoFactorAuth: false,
      timezone: 'Asia/Tokyo',
    });
    expect(profile.apiKey).toMatch(/^hl_/);
  });

  it('changes the language, sets lh_lang for 90 days, and answers in the new language', async () => {
    const { user, cookie } = await member();
    const response = await t.request({
      method: 'PATCH',
      url: '/api/profile/updateLang',
      headers: { cookie },
      payload: { lang: 'ja' },
    });
    expect(response.json()).toEqual({ msg: '言語を変更しました。' });
    expect(response.cookies.find((c) => c.name === 'lh_lang')).toMatchObject({
      value: 'ja',
      maxAge: 7_776_000,
    });
    expect((await getUser(t.deps.db, user.id))?.lang).toBe('ja');
    const bad = await t.request({
      method: 'PATCH',
      url: '/api/profile/updateLang',
      headers: { cookie },
      payload: { lang: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('入力内容に誤りがあります。');
  });

  it('renames, and refuses an empty or too long name', async () => {
    const { user, cookie } = await member();
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: '/api/profile/updateName',
          headers: { cookie },
          payload: { name: '山田 花子' },
        })
      ).statusCode,
    ).toBe(200);
    const long = await t.request({
      method: 'PATCH',
      url: '/api/profile/updateName',
      headers: { cookie },
      payload: { name: 'x'.repeat(81) },
    });
    expect(long.json().fields).toEqual({ name: 'Use at most 80 characters.' });
    expect((await getUser(t.deps.db, user.id))?.name).toBe('山田 花子');
  });

  it('stores a PNG avatar and serves it; refuses other types by content and files over 5 MB', async () => {
    const { user, cookie } = await member();
    const ok = await t.request({
      method: 'POST',
      url: '/api/profile/updateAvatar',
      ...withCookie(avatarFile('me.png', TINY_PNG), cookie),
    });
    expect(ok.statusCode).toBe(200);
    const served = await t.request({ method: 'GET', url: ok.json().avatar, headers: { cookie } });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const fake = await t.request({
      method: 'POST',
      url: '/api/profile/updateAvatar',
      ...withCookie(avatarFile('evil.png', Buffer.from('<script>alert(1)</script>')), cookie),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({
      code: 'file.invalidType',
      msg: 'This file type is not accepted. Use PNG, JPEG.',
    });
    const huge = await t.request({
      method: 'POST',
      url: '/api/profile/updateAvatar',
      ...withCookie(avatarFile('big.png', Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)])), cookie),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      code: 'file.tooLarge',
      msg: `The file is too large. The maximum is ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`,
    });
    expect((await getUser(t.deps.db, user.id))?.avatar).toBe(ok.json().avatar);
    // Only the accepted avatar is kept, named by our own id.
    const avatars = fs.readdirSync(path.join(t.deps.config.dataDir, 'files', 'avatars'));
    expect(avatars).toEqual([ok.json().avatar.split('/').pop()]);
    expect(avatars[0]).toMatch(/^[0-9a-f-]{36}\.png$/);
  });

  it('serves avatars stored before the files port, and nothing outside their folder', async () => {
    const { cookie } = await member();
    const legacy = `${randomUUID()}-${'a'.repeat(16)}.png`;
    const folder = path.join(t.deps.config.dataDir, 'files', 'avatars');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, legacy), TINY_PNG);
    const served = await t.request({
      method: 'GET',
      url: `/api/profile/avatar/${legacy}`,
      headers: { cookie },
    });
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    for (const file of ['..%2F..%2Fsecret.key', '..%2Fchat%2Fx.png', '%2Fetc%2Fpasswd']) {
      const refused = await t.request({
        method: 'GET',
        url: `/api/profile/avatar/${file}`,
        headers: { cookie },
      });
      expect(refused.statusCode, file).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, file).toBeLessThan(500);
    }
  });

  it('saves the notification setting', async () => {
    const { user, cookie } = await member();
    await t.request({
      method: 'POST',
      url: '/api/profile/updateNotificationStatus',
      headers: { cookie },
      payload: { notification: false },
    });
    expect((await getUser(t.deps.db, user.id))?.notification).toBe(false);
  });
});

describe('news and banners', () => {
  it('lists news in the user’s language with read state', async () => {
    const { cookie } = await member();
    await t.deps.db.insert(news).values([
      { lang: 'en', title: 'Hello', content: 'English news', publishedAt: new Date() },
      { lang: 'ja', title: 'こんにちは', content: '日本語', publishedAt: new Date() },
    ]);
    const list = (await t.request({ method: 'GET', url: '/api/news', headers: { cookie } })).json();
    expect(list.items.map((item: { title: string }) => item.title)).toEqual(['Hello']);
    expect(list.unread).toBe(1);
    const badge = async () =>
      (await t.request({ method: 'GET', url: '/api/profile', headers: { cookie } })).json().news;
    expect(await badge()).toBe(1);
    const readUrl = `/api/profile/${list.items[0].id}/readNews`;
    // A GET (a link, an image on another site) changes nothing; the POST needs the CSRF header.
    expect((await t.request({ method: 'GET', url: readUrl, headers: { cookie } })).statusCode).toBe(404);
    const forged = await t.app.inject({ method: 'POST', url: readUrl, headers: { cookie } });
    expect(forged.json().code).toBe('auth.csrf');
    expect(await badge()).toBe(1);
    await t.request({ method: 'POST', url: readUrl, headers: { cookie } });
    expect(await badge()).toBe(0);
    expect((await t.request({ method: 'GET', url: '/api/news', headers: { cookie } })).json()).toMatchObject({
      unread: 0,
      items: [{ read: true }],
    });
    expect(
      (await t.request({ method: 'GET', url: '/api/news?lang=ja', headers: { cookie } })).json().items[0]
        .title,
    ).toBe('こんにちは');
  });

  it('marks every item of the reader’s language read at once, as opening the drawer does', async () => {
    const { cookie } = await member();
    const other = await member();
    await t.deps.db.insert(news).values([
      { lang: 'en', title: 'One', content: 'First', publishedAt: new Date() },
      { lang: 'en', title: 'Two', content: 'Second', publishedAt: new Date() },
      { lang: 'ja', title: '三', content: '第三', publishedAt: new Date() },
    ]);
    const unread = async (who: string, lang = 'en') =>
      (await t.request({ method: 'GET', url: `/api/news?lang=${lang}`, headers: { cookie: who } })).json()
        .unread;
    const before = await unread(cookie);
    const forged = await t.app.inject({ method: 'POST', url: '/api/news/read', headers: { cookie } });
    expect(forged.json().code).toBe('auth.csrf');
    expect(await unread(cookie)).toBe(before);

    const read = await t.request({ method: 'POST', url: '/api/news/read?lang=en', headers: { cookie } });
    expect(read.statusCode).toBe(200);
    expect(await unread(cookie)).toBe(0);
    // Twice is harmless; another language and another reader are untouched.
    expect(
      (await t.request({ method: 'POST', url: '/api/news/read?lang=en', headers: { cookie } })).statusCode,
    ).toBe(200);
    expect(await unread(cookie, 'ja')).toBeGreaterThan(0);
    expect(await unread(other.cookie)).toBe(before);
  });

  it('shows a banner only to the plans it lists (all plans when empty)', async () => {
    const { cookie, hubId } = await member();
    const pro = await createHub(t.deps.db, { name: 'Pro', subscription: 'professional' });
    await t.deps.db.insert(banners).values([
      { level: 'warning', subscriptions: ['trial'], textEn: 'Trial ends soon', textJa: 'トライアル終了間近' },
      { level: 'info', subscriptions: [], textEn: 'Maintenance tonight', textJa: '今夜メンテナンス' },
    ]);
    const trial = (
      await t.request({ method: 'GET', url: `/api/${hubId}/banner?lang=ja`, headers: { cookie } })
    ).json();
    expect(trial.banners.map((b: { text: string }) => b.text).sort()).toEqual([
      'トライアル終了間近',
      '今夜メンテナンス',
    ]);
    // The spec gives a banner English and Japanese only: Traditional Chinese gets the nearer, Japanese.
    const chinese = (
      await t.request({ method: 'GET', url: `/api/${hubId}/banner?lang=zh-TW`, headers: { cookie } })
    ).json();
    expect(chinese.banners.map((b: { text: string }) => b.text).sort()).toEqual([
      'トライアル終了間近',
      '今夜メンテナンス',
    ]);
    const proMember = await givenMember(t, { hubId: pro.id });
    const proCookie = (await signIn(t, proMember.user.email)).cookie;
    const proBanners = (
      await t.request({ method: 'GET', url: `/api/${pro.id}/banner`, headers: { cookie: proCookie } })
    ).json();
    expect(proBanners.banners.map((b: { text: string }) => b.text)).toEqual(['Maintenance tonight']);
  });
});

function withCookie(request: { payload: Buffer; headers: Record<string, string> }, cookie: string) {
  return { payload: request.payload, headers: { ...request.headers, cookie } };
}
