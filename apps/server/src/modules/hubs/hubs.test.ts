import { noPermissions } from '@hubline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { getHub } from './hubs.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('hub switching', () => {
  it('lists the user’s hubs and switches the session to another one', async () => {
    const first = await givenMember(t);
    const second = await givenMember(t);
    const { addMember } = await import('./create-hub.ts');
    await addMember(t.deps.db, { userId: first.user.id, hubId: second.hubId });
    const { cookie } = await signIn(t, first.user.email);

    const accounts = await t.request({ method: 'GET', url: '/api/profile/accounts', headers: { cookie } });
    expect(accounts.json().accounts.map((a: { hubId: string }) => a.hubId)).toEqual([
      first.hubId,
      second.hubId,
    ]);
    expect(
      (
        await t.request({ method: 'GET', url: `/api/profile/accounts/${second.hubId}`, headers: { cookie } })
      ).json(),
    ).toMatchObject({ hubId: second.hubId });

    const switched = await t.request({
      method: 'PUT',
      url: '/api/profile/selectHubId',
      headers: { cookie },
      payload: { hubId: second.hubId },
    });
    expect(switched.json()).toEqual({ msg: 'Switched to Test hub.' });
    expect(switched.cookies.find((c) => c.name === 'lh_hid')?.value).toBe(second.hubId);
    expect((await t.request({ method: 'GET', url: '/api/profile', headers: { cookie } })).json().hubId).toBe(
      second.hubId,
    );
  });

  it('refuses a hub the user does not belong to with "Access denied", in Japanese when asked', async () => {
    const { user, hubId } = await givenMember(t);
    const other = await givenMember(t);
    const { cookie } = await signIn(t, user.email);
    const denied = await t.request({
      method: 'GET',
      url: `/api/profile/accounts/${other.hubId}`,
      headers: { cookie },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ code: 'access.denied', msg: 'Access denied' });
    const ja = await t.request({
      method: 'PUT',
      url: '/api/profile/selectHubId?lang=ja',
      headers: { cookie },
      payload: { hubId: other.hubId },
    });
    expect(ja.json()).toEqual({ code: 'access.denied', msg: 'アクセスが拒否されました' });
    expect((await t.request({ method: 'GET', url: '/api/profile', headers: { cookie } })).json().hubId).toBe(
      hubId,
    );
    const data = await t.request({ method: 'GET', url: `/api/${other.hubId}/account`, headers: { cookie } });
    expect(data.statusCode).toBe(403);
  });
});

describe('account settings', () => {
  it('saves name and time zone, and refuses invalid values without writing', async () => {
    const { hubId, user } = await givenMember(t);
    const { cookie } = await signIn(t, user.email);
    const saved = await t.request({
      method: 'PATCH',
      url: `/api/${hubId}/accounts/update`,
      headers: { cookie },
      payload: { name: 'Sakura Shop', timezone: 'Asia/Taipei', allowEmployeeAccess: true },
    });
    expect(saved.json()).toEqual({ msg: 'The account settings have been saved.' });
    // Support access is not offered until it does something (users-and-billing issue): not saved, not answered.
    expect(await getHub(t.deps.db, hubId)).toMatchObject({
      name: 'Sakura Shop',
      timezone: 'Asia/Taipei',
      allowEmployeeAccess: false,
    });
    const account = await t.request({ method: 'GET', url: `/api/${hubId}/account`, headers: { cookie } });
    expect(account.json()).not.toHaveProperty('allowEmployeeAccess');

    const bad = await t.request({
      method: 'PATCH',
      url: `/api/${hubId}/accounts/update?lang=ja`,
      headers: { cookie },
      payload: { name: '', timezone: 'Mars/Olympus', allowedIPAddresses: ['300.1.1.1'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      name: '必須項目を入力してください。',
      'allowedIPAddresses.0': expect.stringContaining('203.0.113.0/24'),
    });
    expect(await getHub(t.deps.db, hubId)).toMatchObject({ name: 'Sakura Shop', timezone: 'Asia/Taipei' });
  });

  it('saves trusted link domains as lower-case host names, and refuses anything else without writing', async () => {
    const { hubId, user } = await givenMember(t);
    const { cookie } = await signIn(t, user.email);
    const save = (trustedLinkDomains: string[], lang = 'en') =>
      t.request({
        method: 'PATCH',
        url: `/api/${hubId}/accounts/update?lang=${lang}`,
        headers: { cookie },
        payload: { trustedLinkDomains },
      });
    expect((await save([' Shop.Example.JP ', 'xn--r8jz45g.jp', 'shop.example.jp'])).statusCode).toBe(200);
    expect((await getHub(t.deps.db, hubId))?.trustedLinkDomains).toEqual([
      'shop.example.jp',
      'xn--r8jz45g.jp',
    ]);
    const account = await t.request({ method: 'GET', url: `/api/${hubId}/account`, headers: { cookie } });
    expect(account.json().trustedLinkDomains).toEqual(['shop.example.jp', 'xn--r8jz45g.jp']);

    for (const bad of [
      'https://shop.example',
      'shop.example/sale',
      'localhost',
      '-bad.example',
      'a b.jp',
      '*.shop.jp',
    ]) {
      const refused = await save(['ok.example', bad], 'ja');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({
        'trustedLinkDomains.1':
          'shop.example.com のようにホスト名を入力してください（https:// やパスは不要です）。',
      });
    }
    expect((await save(Array.from({ length: 51 }, (_, i) => `s${i}.example`))).statusCode).toBe(400);
    expect((await getHub(t.deps.db, hubId))?.trustedLinkDomains).toEqual([
      'shop.example.jp',
      'xn--r8jz45g.jp',
    ]);
  });

  it('renews the API key: the old one stops working', async () => {
    const { hubId, user } = await givenMember(t);
    const { cookie } = await signIn(t, user.email);
    const before = (await getHub(t.deps.db, hubId))?.apiKey;
    const renewed = await t.request({
      method: 'POST',
      url: `/api/${hubId}/accounts/renewApiKey`,
      headers: { cookie },
    });
    expect(renewed.json().apiKey).not.toBe(before);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/${hubId}/account`,
          headers: { authorization: `Bearer ${before}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/${hubId}/account`,
          headers: { authorization: `Bearer ${renewed.json().apiKey}` },
        })
      ).statusCode,
    ).toBe(200);
    const bell = await t.request({ method: 'GET', url: '/api/notifications', headers: { cookie } });
    expect(bell.json()).toMatchObject({
      unread: 1,
      items: [{ text: 'The API key of Test hub was renewed.', read: false }],
    });
    const unread = async () =>
      (await t.request({ method: 'GET', url: '/api/profile', headers: { cookie } })).json()
        .notificationsUnread;
    expect(await unread()).toBe(1);
    await t.request({ method: 'POST', url: '/api/notifications/read', headers: { cookie } });
    expect(await unread()).toBe(0);
  });
});

describe('IP restriction', () => {
  it('refuses other addresses with a translated 403 once switched on', async () => {
    const { hubId, user } = await givenMember(t);
    const office = '203.0.113.20';
    const { cookie } = await signIn(t, user.email);
    const on = await t.request({
      method: 'PATCH',
      url: `/api/${hubId}/accounts/update`,
      headers: { cookie },
      remoteAddress: office,
      payload: { useIPRestriction: true, allowedIPAddresses: ['203.0.113.0/27'] },
    });
    expect(on.statusCode).toBe(200);

    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/${hubId}/account`,
          headers: { cookie },
          remoteAddress: '203.0.113.5',
        })
      ).statusCode,
    ).toBe(200);
    const outside = await t.request({
      method: 'GET',
      url: `/api/${hubId}/account?lang=ja`,
      headers: { cookie },
      remoteAddress: '198.51.100.7',
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({
      code: 'access.ipRestricted',
      msg: 'お使いのIPアドレス（198.51.100.7）からこのアカウントへのアクセスは許可されていません。',
    });
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/profile',
          headers: { cookie },
          remoteAddress: '198.51.100.7',
        })
      ).statusCode,
    ).toBe(403);
    // Switching to another hub stays possible from anywhere.
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/profile/accounts',
          headers: { cookie },
          remoteAddress: '198.51.100.7',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a setting that would lock out the administrator saving it', async () => {
    const { hubId, user } = await givenMember(t);
    const { cookie } = await signIn(t, user.email);
    const response = await t.request({
      method: 'PATCH',
      url: `/api/${hubId}/accounts/update`,
      headers: { cookie },
      remoteAddress: '198.51.100.7',
      payload: { useIPRestriction: true, allowedIPAddresses: ['203.0.113.0/24'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('account.lockout');
    expect((await getHub(t.deps.db, hubId))?.useIpRestriction).toBe(false);
  });

  it('an agent without permissionAccount cannot change it', async () => {
    const { hubId } = await givenMember(t);
    const agent = await givenMember(t, {
      hubId,
      superAdmin: false,
      permissions: { ...noPermissions(), permissionInbox: true },
    });
    const { cookie } = await signIn(t, agent.user.email);
    const response = await t.request({
      method: 'PATCH',
      url: `/api/${hubId}/accounts/update`,
      headers: { cookie },
      payload: { useIPRestriction: true, allowedIPAddresses: ['203.0.113.0/24'] },
    });
    expect(response.statusCode).toBe(403);
    expect((await getHub(t.deps.db, hubId))?.useIpRestriction).toBe(false);
  });
});
