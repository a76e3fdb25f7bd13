import { noPermissions } from '@hubline/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createContacts,
  type HubCall,
  signedInMember,
  startTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import { memberships } from '../../hubs/hubs.schema.ts';
import { crmConnections } from './crm-connection.schema.ts';
import { getConnection } from './crm-connections.repository.ts';

/** "Connect with HubSpot" against the HubSpot sandbox's OAuth: install page, callback, refresh. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { hubspot: true });
});
afterAll(() => t.close());

const sandboxApp = () => {
  const app = t.deps.hubspotSandbox?.oauthApp;
  if (!app) throw new Error('no sandbox OAuth app');
  return app;
};

/** The browser key cookie each started state's browser holds, as `name=value`. */
const browsers = new Map<string, string>();

async function authorizeUrl(call: HubCall) {
  const started = await call('POST', '/crm/oauth/start', { platform: 'sandbox' });
  expect(started.statusCode).toBe(200);
  const url = new URL(started.json().url);
  const key = started.cookies.find((cookie) => cookie.name === 'lh_oauth');
  expect(key).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
    path: '/api/crm/oauth/callback',
    maxAge: 600,
  });
  browsers.set(url.searchParams.get('state') ?? '', `lh_oauth=${key?.value}`);
  return url;
}

/** What the browser does: the sandbox's install page approves a portal and redirects back. */
async function approve(url: URL, portalId: number) {
  const withPortal = new URL(url);
  withPortal.searchParams.set('portalId', String(portalId));
  const approved = await fetch(withPortal, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location') ?? '');
  return `${back.pathname}${back.search}`;
}

/** The callback from a browser: by default the one that started (it holds the state's key). */
const callback = (
  path: string,
  cookie = browsers.get(new URL(path, 'http://x').searchParams.get('state') ?? ''),
) => t.request({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
const newPortal = () => t.hubspot?.control.createPortal({ name: 'OAuth portal' }).portalId ?? 0;

async function connected() {
  const member = await signedInMember(t);
  const portalId = newPortal();
  const back = await callback(await approve(await authorizeUrl(member.call), portalId));
  expect(back.headers.location).toBe(`/${member.hubId}/account?crm=connected`);
  // The callback enqueued a first sync; let it finish so it cannot race what a test does next.
  await vi.waitFor(
    async () => expect((await getConnection(t.deps.db, member.hubId))?.lastSyncAt).toBeTruthy(),
    {
      timeout: 10_000,
    },
  );
  return { ...member, portalId };
}

const expireAccessToken = (hubId: string) =>
  t.deps.db
    .update(crmConnections)
    .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(crmConnections.hubId, hubId));

const tokenRequests = () => t.hubspot?.control.requests({ path: '/oauth/v1/token' }).length ?? 0;

describe('Connect with HubSpot (OAuth)', () => {
  it('sends the browser to the install page with client id, callback, scopes and a state', async () => {
    const { call } = await signedInMember(t);
    expect((await call('GET', '/crm/connection')).json().oauthAvailable).toEqual({
      hubspot: false,
      sandbox: true,
    });
    const url = await authorizeUrl(call);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.hubspot?.url}/oauth/authorize`);
    expect(url.searchParams.get('client_id')).toBe(sandboxApp().clientId);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/crm/oauth/callback');
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['crm.objects.contacts.read', 'crm.objects.contacts.write']),
    );
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(40);
    const hubspot = await call('POST', '/crm/oauth/start', { platform: 'hubspot' });
    expect(hubspot.json().code).toBe('crm.error.oauthUnavailable');
  });

  it('connects the hub on the callback, and contacts then live in the portal', async () => {
    const { call, hubId, portalId } = await connected();
    expect((await call('GET', '/crm/connection')).json()).toMatchObject({
      provider: 'hubspot',
      platform: 'sandbox',
      authKind: 'oauth',
      portalId: String(portalId),
    });
    const row = await getConnection(t.deps.db, hubId);
    expect(row?.refreshToken).toMatch(/^v1\./);
    expect(row?.tokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    const [id] = await createContacts(call, [{ firstname: 'Haruto' }]);
    expect((await call('GET', `/contacts/${id}`)).json().properties.firstname).toBe('Haruto');
    const contacts = await t.hubspot?.control.requests({ pathPrefix: '/crm/v3/objects/contacts', portalId });
    expect(contacts?.length).toBeGreaterThan(0);
  });

  it('refuses a reused or forged state, a declined install and a bad code, writing nothing', async () => {
    const { call, hubId } = await signedInMember(t);
    const url = await authorizeUrl(call);
    const path = await approve(url, newPortal());
    const state = url.searchParams.get('state') ?? '';

    const badCode = await callback(
      `/api/crm/oauth/callback?${new URLSearchParams({ code: 'na1-bogus', state })}`,
    );
    expect(badCode.headers.location).toBe(`/${hubId}/account?crm=error&code=crm.error.oauthCode`);
    const reused = await callback(path);
    expect(reused.headers.location).toBe('/?crm=error&code=crm.error.oauthState');
    const forged = await callback(`/api/crm/oauth/callback?code=x&state=${state.slice(0, -4)}AAAA`);
    expect(forged.headers.location).toBe('/?crm=error&code=crm.error.oauthState');
    const denied = await callback(
      `/api/crm/oauth/callback?${new URLSearchParams({ error: 'access_denied', state: (await authorizeUrl(call)).searchParams.get('state') ?? '' })}`,
    );
    expect(denied.headers.location).toBe(`/${hubId}/account?crm=error&code=crm.error.oauthDenied`);
    expect(await getConnection(t.deps.db, hubId)).toBeUndefined();
    expect((await call('GET', '/crm/connection')).json().provider).toBe('builtin');
  });

  it('refuses a callback from another browser, or with none of its key, and links nothing', async () => {
    const { call, hubId } = await signedInMember(t);
    const url = await authorizeUrl(call);
    const path = await approve(url, newPortal());
    const otherBrowser = browsers.get((await authorizeUrl(call)).searchParams.get('state') ?? '');
    for (const cookie of ['', otherBrowser, 'lh_oauth=forged']) {
      const refused = await callback(path, cookie);
      expect(refused.headers.location).toBe('/?crm=error&code=crm.error.oauthBrowser');
      expect(refused.cookies).toContainEqual(expect.objectContaining({ name: 'lh_oauth', value: '' }));
    }
    expect(await getConnection(t.deps.db, hubId)).toBeUndefined();
    // Refusing a stranger did not spend the state: the browser that started still finishes.
    expect((await callback(path)).headers.location).toBe(`/${hubId}/account?crm=connected`);
  });

  it('refuses a state older than ten minutes', async () => {
    const { call, hubId } = await signedInMember(t);
    const path = await approve(await authorizeUrl(call), newPortal());
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1000 });
    try {
      expect((await callback(path)).headers.location).toBe('/?crm=error&code=crm.error.oauthState');
    } finally {
      vi.useRealTimers();
    }
    expect(await getConnection(t.deps.db, hubId)).toBeUndefined();
  });

  it('refuses the callback when the user lost the Account permission meanwhile, and the start without it', async () => {
    const { call, hubId, user } = await signedInMember(t);
    const path = await approve(await authorizeUrl(call), newPortal());
    await t.deps.db
      .update(memberships)
      .set({ superAdmin: false, permissions: noPermissions() })
      .where(and(eq(memberships.hubId, hubId), eq(memberships.userId, user.id)));
    expect((await callback(path)).headers.location).toBe(`/${hubId}/account?crm=error&code=access.forbidden`);
    expect(await getConnection(t.deps.db, hubId)).toBeUndefined();
    expect((await call('POST', '/crm/oauth/start', { platform: 'sandbox' })).statusCode).toBe(403);
  });

  it('refreshes an expiring access token once, even for calls at the same moment', async () => {
    const { call, hubId } = await connected();
    const before = await getConnection(t.deps.db, hubId);
    await expireAccessToken(hubId);
    const requestsBefore = tokenRequests();
    const [a, b] = await Promise.all([call('GET', '/properties'), call('GET', '/properties')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(tokenRequests() - requestsBefore).toBe(1);
    const after = await getConnection(t.deps.db, hubId);
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.tokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect((await createContacts(call, [{ firstname: 'Sora' }])).length).toBe(1);
  });

  it('asks for a reconnect when HubSpot refuses the refresh token', async () => {
    const { call, hubId, portalId } = await connected();
    t.hubspot?.control.uninstallOAuthApp(sandboxApp().clientId, portalId);
    await expireAccessToken(hubId);
    const refused = await call('GET', '/properties');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('crm.error.hubspotReconnect');
    expect((await call('GET', '/crm/connection')).json()).toMatchObject({
      authKind: 'oauth',
      lastSyncError: expect.stringContaining('Connect HubSpot again'),
    });
  });
});

describe('with HUBSPOT_CLIENT_ID and HUBSPOT_CLIENT_SECRET', () => {
  it("starts on HubSpot's install page with the configured app", async () => {
    const app = await startTestApp({
      HUBSPOT_CLIENT_ID: 'client-1',
      HUBSPOT_CLIENT_SECRET: 'secret-1',
      PUBLIC_URL: 'https://hubline.example',
    });
    try {
      const { call } = await signedInMember(app);
      expect((await call('GET', '/crm/connection')).json().oauthAvailable.hubspot).toBe(true);
      const url = new URL((await call('POST', '/crm/oauth/start', { platform: 'hubspot' })).json().url);
      expect(`${url.origin}${url.pathname}`).toBe('https://app.hubspot.com/oauth/authorize');
      expect(url.searchParams.get('client_id')).toBe('client-1');
      expect(url.searchParams.get('redirect_uri')).toBe('https://hubline.example/api/crm/oauth/callback');
    } finally {
      await app.close();
    }
  });
});
