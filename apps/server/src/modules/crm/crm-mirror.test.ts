import { Client } from '@hubspot/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, givenMember, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { hubspot: true });
});
afterAll(() => t.close());

/** A hub connected to a fresh HubSpot sandbox portal, and an SDK client acting in HubSpot directly. */
async function connectedHub() {
  const { hubId, user } = await givenMember(t);
  const { cookie } = await signIn(t, user.email);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.request({ method, url: `/api/${hubId}${path}`, headers: { cookie }, payload });
  const connection = (await call('PUT', '/crm/connection', { platform: 'sandbox' })).json().connection;
  const hubspot = t.hubspot;
  if (!hubspot) throw new Error('no HubSpot sandbox');
  const portal = hubspot.control.getPortal(Number(connection.portalId));
  const inHubspot = new Client({ accessToken: portal.accessToken, basePath: hubspot.url });
  const synced = (after: string | null) =>
    eventually(
      async () => (await call('GET', '/crm/connection')).json(),
      (view) => view.lastSyncAt !== after || view.lastSyncError !== null,
    );
  return { hubId, call, portal, inHubspot, synced };
}

describe('the HubSpot mirror', () => {
  it('syncs on connect and on demand; audiences count from it, changes made in HubSpot show after a sync', async () => {
    const { hubId, call, portal, inHubspot, synced } = await connectedHub();
    const first = await synced(null);
    expect(first).toMatchObject({ provider: 'hubspot', lastSyncError: null, lastSyncAt: expect.any(String) });

    const ids: string[] = [];
    for (const firstname of ['Aiko', 'Ben', 'Chen'])
      ids.push((await call('POST', '/contacts', { properties: { firstname } })).json().contact.id);
    const vip = (await call('POST', '/lists', { kind: 'static', name: 'VIP' })).json().list;
    await call('POST', `/lists/${vip.id}/members`, { contactIds: ids.slice(0, 2) });
    expect(await t.deps.crm.lists.audienceSize(hubId, [vip.id], [])).toBe(2);

    // Someone adds a member in HubSpot itself: the mirror learns it at the next sync.
    await inHubspot.crm.lists.membershipsApi.add(vip.id, [ids[2] ?? '']);
    expect(await t.deps.crm.lists.audienceSize(hubId, [vip.id], [])).toBe(2);
    t.hubspot?.control.createOwner(portal.portalId, {
      email: 'rep@example.jp',
      firstName: 'Rep',
      lastName: 'One',
    });
    expect((await call('POST', '/crm/sync')).json().msg).toBe('The sync with HubSpot has started.');
    await synced(first.lastSyncAt);
    expect(await t.deps.crm.lists.audienceSize(hubId, [vip.id], [])).toBe(3);
    expect((await call('GET', `/lists/${vip.id}/members`)).json().total).toBe(3);
    expect((await call('GET', '/owners')).json().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'rep@example.jp' })]),
    );
  });

  it('shows the reason when a sync fails, and a built-in hub has nothing to sync', async () => {
    const { call, synced, portal } = await connectedHub();
    const first = await synced(null);
    // The portal's token stops working (the sandbox forgets every portal).
    t.hubspot?.control.reset();
    await call('POST', '/crm/sync');
    const failed = await eventually(
      async () => (await call('GET', '/crm/connection')).json(),
      (view) => view.lastSyncError !== null,
    );
    expect(failed.lastSyncError).toBe(
      'HubSpot did not accept this access token. Copy it again from your private app.',
    );
    expect(failed.lastSyncDetail).toMatch(/401|unauthori[sz]ed|authentication/i);
    const ja = (await call('GET', '/crm/connection?lang=ja')).json();
    expect(ja.lastSyncError).toBe(
      'HubSpotがこのアクセストークンを受け付けませんでした。プライベートアプリからもう一度コピーしてください。',
    );
    expect(failed.lastSyncAt).toBe(first.lastSyncAt);
    expect(portal.portalId).toBeGreaterThan(0);
    await call('DELETE', '/crm/connection');
    expect((await call('POST', '/crm/sync')).json().code).toBe('crm.error.notConnected');
  });
});
