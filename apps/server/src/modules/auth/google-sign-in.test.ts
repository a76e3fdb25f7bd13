import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, givenMember, startTestApp, type TestApp, uniqueEmail } from '../../test/harness.ts';
import {
  authorizeAtProvider,
  type LocalOpenIdProvider,
  startOpenIdProvider,
} from '../../test/openid-provider.ts';
import { updateUser } from '../users/users.repository.ts';
import { newTotpSecret } from './totp.ts';

const PUBLIC_URL = 'http://localhost:3000';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/google/callback`;
const CLIENT = { clientId: 'hubline-test', clientSecret: 'hubline-test-secret', redirectUri: REDIRECT_URI };

describe('Google sign-in through OpenID Connect', () => {
  let provider: LocalOpenIdProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOpenIdProvider(CLIENT);
    t = await startTestApp({
      GOOGLE_CLIENT_ID: CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
      PUBLIC_URL,
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** Starts at our /api/auth/google, signs in at the provider as `email`, and returns our callback's answer. */
  async function signInWithGoogle(email: string, from?: string) {
    const query = from ? `?${new URLSearchParams({ from })}` : '';
    const start = await t.request({ method: 'GET', url: `/api/auth/google${query}` });
    expect(start.statusCode).toBe(302);
    const callback = await authorizeAtProvider(String(start.headers.location), email, REDIRECT_URI);
    const path = `${callback.pathname}${callback.search}`;
    return { path, response: await t.request({ method: 'GET', url: path }) };
  }

  it('tells the console that Google sign-in is on', async () => {
    const response = await t.request({ method: 'GET', url: '/api/auth/config' });
    expect(response.json()).toEqual({ google: true });
  });

  it("sends the browser to the provider's authorization endpoint with PKCE", async () => {
    const response = await t.request({ method: 'GET', url: '/api/auth/google?from=/x/profile' });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.any(String),
      nonce: expect.any(String),
    });
  });

  it('signs the Hubline user with the returned email in and goes back to where they came from', async () => {
    const { hubId, user } = await givenMember(t);
    const { path, response } = await signInWithGoogle(user.email, '/x/profile');
    const callback = new URL(path, PUBLIC_URL);
    expect(callback.pathname).toBe('/api/auth/google/callback');
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('state')).toBeTruthy();

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/x/profile');
    const names = response.cookies.map((cookie) => cookie.name).sort();
    expect(names).toEqual(['lh_hid', 'lh_tkn']);
    expect(response.cookies.find((cookie) => cookie.name === 'lh_hid')?.value).toBe(hubId);
    const profile = await t.request({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: cookieHeader(response) },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: user.email, hubId });
  });

  it("without a return path, opens the user's hub", async () => {
    const { hubId, user } = await givenMember(t);
    const { response } = await signInWithGoogle(user.email);
    expect(response.headers.location).toBe(`/${hubId}`);
  });

  it('refuses an email that has no Hubline user', async () => {
    const stranger = uniqueEmail('stranger');
    const { response } = await signInWithGoogle(stranger, '/x/profile');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth/login?error=login.error.google');
    expect(response.cookies).toEqual([]);
    // The same Google account gets in once a Hubline user has that email.
    await givenMember(t, { email: stranger });
    expect((await signInWithGoogle(stranger, '/x/profile')).response.headers.location).toBe('/x/profile');
  });

  it('asks a user with two-factor on for the code before any session, and takes it once', async () => {
    const { hubId, user } = await givenMember(t);
    const secret = newTotpSecret();
    await updateUser(t.deps.db, user.id, { useTwoFactorAuth: true, totpSecret: secret });
    const { response } = await signInWithGoogle(user.email, '/x/profile');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth/login?secondFactor=google&from=%2Fx%2Fprofile');
    expect(response.cookies.map((cookie) => cookie.name)).toEqual(['lh_2fa']);
    const held = cookieHeader(response);
    const sendCode = (code: string, cookie = held) =>
      t.request({ method: 'POST', url: '/api/auth/google/code', headers: { cookie }, payload: { code } });

    const wrong = await sendCode('000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('login.error.twoFactor');
    expect((await sendCode(await generate({ secret }), 'lh_2fa=forged')).json().code).toBe(
      'login.error.google',
    );
    const ok = await sendCode(await generate({ secret }));
    expect(ok.json()).toMatchObject({ loggedIn: true, hubId });
    const profile = await t.request({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: cookieHeader(ok) },
    });
    expect(profile.json()).toMatchObject({ email: user.email });
    // The held sign-in is spent: the cookie does not open a second session.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await sendCode(next)).json().code).toBe('login.error.google');
  });

  it('refuses a replayed callback', async () => {
    const { user } = await givenMember(t);
    const { path, response } = await signInWithGoogle(user.email, '/x/profile');
    expect(response.headers.location).toBe('/x/profile');
    const replay = await t.request({ method: 'GET', url: path });
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe('/auth/login?error=login.error.google');
    expect(replay.cookies).toEqual([]);
  });
});

describe('Google sign-in not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('is off in the config, and its routes answer login.error.googleDisabled', async () => {
    expect((await t.request({ method: 'GET', url: '/api/auth/config' })).json()).toEqual({ google: false });
    for (const url of ['/api/auth/google?from=/x/profile', '/api/auth/google/callback?code=x&state=y']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'login.error.googleDisabled',
        msg: 'Google sign-in is not set up on this server.',
      });
    }
  });
});
