import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  givenMember,
  PASSWORD,
  signIn,
  startTestApp,
  type TestApp,
  uniqueEmail,
} from '../../test/harness.ts';
import { createHub } from '../hubs/create-hub.ts';
import { createUser } from '../users/create-user.ts';
import { getUser, updateUser } from '../users/users.repository.ts';
import { sessions } from './auth.schema.ts';
import { newTotpSecret } from './totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (payload: object, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload, headers });

describe('POST /api/auth/login', () => {
  it('signs in, sets the session cookies and opens the profile', async () => {
    const { hubId, user } = await givenMember(t);
    const response = await login({ email: user.email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ loggedIn: true, twoFactorRequired: false, hubId });
    const token = response.cookies.find((cookie) => cookie.name === 'lh_tkn');
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(token?.maxAge).toBeUndefined(); // not remembered: a browser-session cookie
    expect(response.cookies.find((cookie) => cookie.name === 'lh_hid')).toMatchObject({ value: hubId });
    const profile = await t.request({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: cookieHeader(response) },
    });
    expect(profile.json()).toMatchObject({ email: user.email, hubId });
  });

  it('remember me keeps the cookie for 30 days', async () => {
    const { user } = await givenMember(t);
    const response = await login({ email: user.email, password: PASSWORD, remember: true });
    expect(response.cookies.find((cookie) => cookie.name === 'lh_tkn')?.maxAge).toBeGreaterThan(29 * 86_400);
  });

  it('answers a wrong password and an unknown email the same way, in the asked language', async () => {
    const { user } = await givenMember(t);
    const wrong = await login({ email: user.email, password: 'Wrong-pass1' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: 'Wrong-pass1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: 'login.error',
      msg: 'Your email address or password is incorrect.',
    });
    expect(unknown.json()).toEqual(wrong.json());
    const ja = await t.request({
      method: 'POST',
      url: '/api/auth/login?lang=ja',
      payload: { email: user.email, password: 'x' },
    });
    expect(ja.json().msg).toBe('メールアドレスまたはパスワードが正しくありません。');
    const zh = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'x' },
      cookies: { lh_lang: 'zh-TW' },
    });
    expect(zh.json().msg).toBe('您的電子郵件地址或密碼不正確。');
  });

  it('refuses an inactive user and a user without an active hub with login.error.notAllowed', async () => {
    const { user } = await givenMember(t);
    await updateUser(t.deps.db, user.id, { active: false });
    expect((await login({ email: user.email, password: PASSWORD })).json()).toMatchObject({
      code: 'login.error.notAllowed',
      msg: 'Login is not allowed.',
    });
    const orphan = await createUser(t.deps.db, { email: uniqueEmail(), name: 'No hub', password: PASSWORD });
    const response = await login({ email: orphan.email, password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('login.error.notAllowed');
  });

  it('refuses invalid input with translated field errors and writes nothing', async () => {
    const before = await t.deps.db.select().from(sessions);
    const response = await login({ email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'error.validation',
      fields: { email: 'Enter a valid email address.', password: 'Please enter the required field.' },
    });
    const invalidJson = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(invalidJson.statusCode).toBe(400);
    expect(invalidJson.json().code).toBe('error.invalidJson');
    expect(await t.deps.db.select().from(sessions)).toHaveLength(before.length);
  });

  it('refuses a write without the CSRF header or from another origin', async () => {
    const { user } = await givenMember(t);
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('auth.csrf');
    const crossSite = await login(
      { email: user.email, password: PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.json().code).toBe('auth.csrf');
  });
});

describe('sign-in rate limit', () => {
  const from = (remoteAddress: string, email: string, password: string, code?: string) =>
    t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password, code }, remoteAddress });

  it('refuses an address after 5 failures on an account in 5 minutes, even the right password, without telling whether it exists', async () => {
    const { user } = await givenMember(t);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await from('203.0.113.1', user.email, 'Wrong-pass1')).statusCode).toBe(401);
    }
    const locked = await from('203.0.113.1', user.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 'login.error.rateLimited',
      msg: 'Too many sign-in attempts. Please try again in 5 minutes.',
    });
    const ghost = uniqueEmail('ghost');
    for (let attempt = 0; attempt < 5; attempt++) await from('203.0.113.2', ghost, 'Wrong-pass1');
    expect((await from('203.0.113.2', ghost, 'Wrong-pass1')).json()).toEqual(locked.json());
  });

  it('never locks the owner out from an address that has not failed', async () => {
    const { user } = await givenMember(t);
    const secret = newTotpSecret();
    await updateUser(t.deps.db, user.id, { useTwoFactorAuth: true, totpSecret: secret });
    // Someone else hammers the account, from many addresses.
    for (let attempt = 0; attempt < 15; attempt++)
      await from(`203.0.113.${100 + (attempt % 3)}`, user.email, 'Wrong-pass1');
    expect((await from('203.0.113.100', user.email, PASSWORD)).statusCode).toBe(429);
    const owner = await from('203.0.113.50', user.email, PASSWORD, await codeAt(secret, 0));
    expect(owner.json()).toMatchObject({ loggedIn: true });
  });

  it('limits one address trying many accounts', async () => {
    const { user } = await givenMember(t);
    for (let attempt = 0; attempt < 20; attempt++) await from('203.0.113.9', uniqueEmail(), 'Wrong-pass1');
    expect((await from('203.0.113.9', user.email, PASSWORD)).statusCode).toBe(429);
    expect((await from('203.0.113.10', user.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  it('enrols with a valid code, then asks for the code at sign-in', async () => {
    const { user } = await givenMember(t);
    const { cookie } = await signIn(t, user.email);
    const setup = await t.request({
      method: 'POST',
      url: '/api/profile/twoFactor/setup',
      headers: { cookie },
    });
    const secret = new URL(setup.json().otpauthUrl).searchParams.get('secret') ?? '';
    expect(secret).not.toBe('');
    const bad = await t.request({
      method: 'PATCH',
      url: '/api/profile/updateUseTwoFactorAuth',
      headers: { cookie },
      payload: { useTwoFactorAuth: true, code: '000000' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('twoFactor.invalidCode');
    const on = await t.request({
      method: 'PATCH',
      url: '/api/profile/updateUseTwoFactorAuth',
      headers: { cookie },
      payload: { useTwoFactorAuth: true, code: await codeAt(secret, 0) },
    });
    expect(on.json()).toEqual({ msg: 'Two-factor authentication is on.' });

    const step = await login({ email: user.email, password: PASSWORD });
    expect(step.json()).toEqual({ loggedIn: false, twoFactorRequired: true });
    expect(step.cookies).toHaveLength(0);
    const wrong = await login({ email: user.email, password: PASSWORD, code: '123456' });
    expect(wrong.json().code).toBe('login.error.twoFactor');
    // The code that turned it on is spent: sign-in takes the next one (phones drift a step either way).
    const spent = await login({ email: user.email, password: PASSWORD, code: await codeAt(secret, 0) });
    expect(spent.json().code).toBe('login.error.twoFactor');
    const next = await codeAt(secret, 30);
    const ok = await login({ email: user.email, password: PASSWORD, code: next });
    expect(ok.json()).toMatchObject({ loggedIn: true });
    // A wrong password never reaches the code step.
    expect((await login({ email: user.email, password: 'Wrong-pass1' })).json().code).toBe('login.error');
  });

  it('accepts a code once, and no older one after it', async () => {
    const { user, secret } = await givenTwoFactorUser();
    const code = await codeAt(secret, 0);
    expect((await login({ email: user.email, password: PASSWORD, code })).json()).toMatchObject({
      loggedIn: true,
    });
    const replayed = await login({ email: user.email, password: PASSWORD, code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('login.error.twoFactor');
    const older = await login({ email: user.email, password: PASSWORD, code: await codeAt(secret, -30) });
    expect(older.json().code).toBe('login.error.twoFactor');
  });

  it('while on, replaces the secret only with a code from the active one', async () => {
    const { user, secret } = await givenTwoFactorUser();
    const { cookie } = await signIn(t, user.email, PASSWORD, { code: await codeAt(secret, 0) });
    const setup = (payload?: object) =>
      t.request({ method: 'POST', url: '/api/profile/twoFactor/setup', headers: { cookie }, payload });
    for (const refused of [await setup(), await setup({ code: '000000' })]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('twoFactor.invalidCode');
    }
    expect((await getUser(t.deps.db, user.id))?.totpPendingSecret).toBeNull();
    const allowed = await setup({ code: await codeAt(secret, 30) });
    expect(allowed.statusCode).toBe(200);
    expect(new URL(allowed.json().otpauthUrl).searchParams.get('secret')).not.toBe(secret);
  });
});

/** The code of the time step `offsetSeconds` from now. */
const codeAt = (secret: string, offsetSeconds: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** A member with two-factor on, set directly: the enrolment itself is tested above. */
async function givenTwoFactorUser() {
  const { user } = await givenMember(t);
  const secret = newTotpSecret();
  await updateUser(t.deps.db, user.id, { useTwoFactorAuth: true, totpSecret: secret });
  return { user, secret };
}

describe('sessions', () => {
  it('an expired session answers 401 and clears the cookies', async () => {
    const { user } = await givenMember(t);
    const { cookie } = await signIn(t, user.email);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const response = await t.request({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth.unauthorized');
    const cleared = response.cookies.filter((c) => ['lh_tkn', 'lh_hid'].includes(c.name));
    expect(cleared.map((c) => c.name).sort()).toEqual(['lh_hid', 'lh_tkn']);
    expect(cleared.every((c) => c.value === '')).toBe(true);
  });

  it('sign-out revokes the session', async () => {
    const { user } = await givenMember(t);
    const { cookie } = await signIn(t, user.email);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).json(),
    ).toEqual({ msg: 'You have signed out.' });
    expect((await t.request({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('tells the console whether its token cookie, which the page cannot read, is there', async () => {
    const { user } = await givenMember(t);
    const { cookie } = await signIn(t, user.email);
    const check = async (headers: Record<string, string>) =>
      (await t.request({ method: 'GET', url: '/api/auth/session', headers })).json();
    expect(await check({ cookie })).toEqual({ signedIn: true });
    // Only the hub cookie left (the token expired or was removed): signed out.
    const hubOnly = cookie
      .split('; ')
      .filter((part) => !part.startsWith('lh_tkn='))
      .join('; ');
    expect(await check({ cookie: hubOnly })).toEqual({ signedIn: false });
    expect(await check({})).toEqual({ signedIn: false });
  });

  it('accepts the session token and the hub API key as Bearer tokens', async () => {
    const { user, hubId } = await givenMember(t);
    const { token } = await signIn(t, user.email);
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.json().email).toBe(user.email);
    const hub = await createHub(t.deps.db, { name: 'Keyed hub' });
    const byKey = await t.app.inject({
      method: 'GET',
      url: `/api/${hub.id}/account`,
      headers: { authorization: `Bearer ${hub.apiKey}` },
    });
    expect(byKey.json().hubId).toBe(hub.id);
    const otherHub = await t.app.inject({
      method: 'GET',
      url: `/api/${hubId}/account`,
      headers: { authorization: `Bearer ${hub.apiKey}` },
    });
    expect(otherHub.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: 'Bearer nope' } }))
        .statusCode,
    ).toBe(401);
  });

  it('answers 440 when the page comes from another build of the console', async () => {
    const versioned = { ...t.deps, webVersion: () => 'build-2' };
    const { buildApp } = await import('../../app.ts');
    const app = await buildApp(versioned);
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-hubline-version': 'build-1' },
    });
    expect(response.statusCode).toBe(440);
    expect(response.json().code).toBe('auth.outdated');
    expect(
      (await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-hubline-version': 'build-2' } }))
        .statusCode,
    ).toBe(200);
    await app.close();
  });
});
