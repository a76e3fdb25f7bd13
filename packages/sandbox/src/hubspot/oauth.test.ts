import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OAuthAppView } from './oauth/control.ts';
import { sdkError, startTestHubspot, type TestHubspot } from './test/harness.ts';

let hs: TestHubspot;
let app: OAuthAppView;
const redirectUri = 'https://hubline.example/api/crm/oauth/callback';
const scope = 'crm.objects.contacts.read crm.objects.contacts.write';

beforeEach(async () => {
  hs = await startTestHubspot();
  app = hs.control.createOAuthApp({ name: 'Hubline' });
});
afterEach(() => hs.close());

const approve = (portalId = hs.portal.portalId) =>
  hs.control.approveOAuth({ clientId: app.clientId, redirectUri, scope, state: 's1', portalId });

/** `POST /oauth/v1/token` as a form, the way HubSpot's tokens API takes it. */
async function token(fields: Record<string, string>) {
  const response = await fetch(`${hs.url}/oauth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const exchange = (code: string, extra: Record<string, string> = {}) =>
  token({
    grant_type: 'authorization_code',
    client_id: app.clientId,
    client_secret: app.clientSecret,
    redirect_uri: redirectUri,
    code,
    ...extra,
  });

describe('OAuth 2.0 of public apps', () => {
  it('exchanges a code through @hubspot/api-client; the access token opens its portal', async () => {
    const { code, redirectUrl } = approve();
    expect(new URL(redirectUrl).searchParams.get('code')).toBe(code);
    expect(new URL(redirectUrl).searchParams.get('state')).toBe('s1');
    const tokens = await hs.client.oauth.tokensApi.create(
      'authorization_code',
      code,
      redirectUri,
      app.clientId,
      app.clientSecret,
    );
    expect(tokens).toMatchObject({ tokenType: 'bearer', expiresIn: 1800 });
    const client = hs.clientFor(tokens.accessToken);
    const created = await client.crm.contacts.basicApi.create({
      properties: { firstname: 'Aoi' },
      associations: [],
    });
    expect((await hs.client.crm.contacts.basicApi.getById(created.id)).properties.firstname).toBe('Aoi');
    const info = await hs.raw('GET', '/account-info/v3/details', undefined, tokens.accessToken);
    expect(info.body.portalId).toBe(hs.portal.portalId);

    const reused = await sdkError(
      hs.client.oauth.tokensApi.create(
        'authorization_code',
        code,
        redirectUri,
        app.clientId,
        app.clientSecret,
      ),
    );
    expect(reused.code).toBe(400);
    expect(reused.body.message).toBe('missing or unknown auth code');
  });

  it("refuses bad codes, secrets and redirect URIs with HubSpot's status bodies", async () => {
    expect(await exchange('na1-nope')).toMatchObject({ status: 400, body: { status: 'BAD_AUTH_CODE' } });
    const { code } = approve();
    expect(await exchange(code, { client_secret: 'wrong' })).toMatchObject({
      status: 400,
      body: { status: 'BAD_CLIENT_ID', message: expect.any(String), correlationId: expect.any(String) },
    });
    expect(await exchange(code, { client_id: 'someone-else' })).toMatchObject({
      body: { status: 'BAD_CLIENT_ID' },
    });
    expect(await exchange(code, { redirect_uri: 'https://evil.example/cb' })).toMatchObject({
      body: { status: 'BAD_REDIRECT_URI' },
    });
    expect(await exchange(code, { grant_type: 'password' })).toMatchObject({
      body: { status: 'BAD_GRANT_TYPE' },
    });
    // None of those used the code up; it expires after five minutes.
    await hs.clock.advance(5 * 60_000);
    expect(await exchange(code)).toMatchObject({ status: 400, body: { status: 'BAD_AUTH_CODE' } });
  });

  it('expires access tokens after 30 minutes; the refresh token gets new ones until the app is removed', async () => {
    const first = (await exchange(approve().code)).body;
    await hs.clock.advance(1800 * 1000 + 120_000);
    const expired = await hs.raw('GET', '/crm/v3/objects/contacts', undefined, String(first.access_token));
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({
      category: 'EXPIRED_AUTHENTICATION',
      message: 'The OAuth token used to make this call expired 2 minute(s) ago.',
    });

    const refreshed = await hs.client.oauth.tokensApi.create(
      'refresh_token',
      undefined,
      undefined,
      app.clientId,
      app.clientSecret,
      String(first.refresh_token),
    );
    expect(refreshed.refreshToken).toBe(first.refresh_token);
    expect(refreshed.accessToken).not.toBe(first.access_token);
    expect((await hs.raw('GET', '/crm/v3/objects/contacts', undefined, refreshed.accessToken)).status).toBe(
      200,
    );

    expect(hs.control.uninstallOAuthApp(app.clientId, hs.portal.portalId).revoked).toBeGreaterThan(0);
    expect((await hs.raw('GET', '/crm/v3/objects/contacts', undefined, refreshed.accessToken)).status).toBe(
      401,
    );
    const refused = await token({
      grant_type: 'refresh_token',
      client_id: app.clientId,
      client_secret: app.clientSecret,
      refresh_token: String(first.refresh_token),
    });
    expect(refused).toMatchObject({ status: 400, body: { status: 'BAD_REFRESH_TOKEN' } });
  });
});

describe('the authorize page', () => {
  const authorizeUrl = (extra: Record<string, string> = {}) =>
    `${hs.url}/oauth/authorize?${new URLSearchParams({ client_id: app.clientId, redirect_uri: redirectUri, scope, state: 'xyz', ...extra })}`;

  it('lists the portals to grant access to, and approves the one named by ?portalId= at once', async () => {
    const page = await fetch(authorizeUrl());
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Hubline wants access');
    expect(html).toContain(`Grant access to Test portal (${hs.portal.portalId})`);
    expect(html).toContain('crm.objects.contacts.write');

    const auto = await fetch(authorizeUrl({ portalId: String(hs.portal.portalId) }), { redirect: 'manual' });
    expect(auto.status).toBe(302);
    const back = new URL(auto.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('xyz');
    expect((await exchange(back.searchParams.get('code') ?? '')).status).toBe(200);
  });

  it('approves a new portal or declines from the form, and refuses unknown apps', async () => {
    const submit = (decision: string, portalId: string) =>
      fetch(`${hs.url}/oauth/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: app.clientId,
          redirect_uri: redirectUri,
          scope,
          state: 'xyz',
          decision,
          portalId,
        }),
      });
    const approved = new URL((await submit('approve', 'new')).headers.get('location') ?? '');
    const tokens = (await exchange(approved.searchParams.get('code') ?? '')).body;
    const info = await hs.raw('GET', '/account-info/v3/details', undefined, String(tokens.access_token));
    expect(info.body.portalId).not.toBe(hs.portal.portalId);
    expect(hs.control.listPortals()).toHaveLength(2);

    const denied = new URL((await submit('deny', String(hs.portal.portalId))).headers.get('location') ?? '');
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('code')).toBeNull();

    expect((await fetch(authorizeUrl({ client_id: 'unknown' }))).status).toBe(400);
  });
});
