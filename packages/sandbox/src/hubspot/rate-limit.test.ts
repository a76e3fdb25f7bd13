import { afterEach, describe, expect, it, vi } from 'vitest';
import { BURST } from './rate-limit.ts';
import { startTestHubspot, type TestHubspot } from './test/harness.ts';

let hs: TestHubspot;
afterEach(async () => {
  vi.useRealTimers();
  await hs.close();
});
const logged429 = () =>
  vi.waitFor(() => expect(hs.control.requests({ status: 429 }).length).toBeGreaterThan(0));

describe('rate limits (B9, B10)', () => {
  it('lets a free portal burst 100 requests per 10 s, then answers TEN_SECONDLY_ROLLING with headers', async () => {
    hs = await startTestHubspot();
    const first = await hs.raw('GET', '/crm/v3/objects/contacts');
    expect(first.headers.get('x-hubspot-ratelimit-max')).toBe('100');
    expect(first.headers.get('x-hubspot-ratelimit-remaining')).toBe('99');
    expect(first.headers.get('x-hubspot-ratelimit-interval-milliseconds')).toBe('10000');
    expect(first.headers.get('x-hubspot-ratelimit-daily')).toBe('250000');
    expect(first.headers.get('x-hubspot-ratelimit-daily-remaining')).toBe('249999');
    for (let i = 1; i < 100; i++) expect((await hs.raw('GET', '/crm/v3/objects/contacts')).status).toBe(200);
    const limited = await hs.raw('GET', '/crm/v3/objects/contacts');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      status: 'error',
      message: 'You have reached your ten_secondly_rolling limit.',
      errorType: 'RATE_LIMIT',
      correlationId: expect.any(String),
      policyName: 'TEN_SECONDLY_ROLLING',
      requestId: expect.any(String),
    });
    expect(limited.headers.get('x-hubspot-ratelimit-remaining')).toBe('0');
    await hs.clock.advance(10_000);
    expect((await hs.raw('GET', '/crm/v3/objects/contacts')).status).toBe(200);
  });

  it('gives professional portals 190 and answers DAILY once the day is used up', async () => {
    hs = await startTestHubspot();
    hs.control.setTier(hs.portal.portalId, 'professional');
    const res = await hs.raw('GET', '/crm/v3/owners');
    expect(res.headers.get('x-hubspot-ratelimit-max')).toBe(String(BURST.professional));
    hs.control.exhaustDailyLimit(hs.portal.portalId);
    const daily = await hs.raw('GET', '/crm/v3/owners');
    expect(daily.status).toBe(429);
    expect(daily.body).toMatchObject({ policyName: 'DAILY', errorType: 'RATE_LIMIT' });
  });

  it('limits search to 5 per second with the secondly message and no rate-limit headers', async () => {
    hs = await startTestHubspot();
    for (let i = 0; i < 5; i++) {
      const ok = await hs.raw('POST', '/crm/v3/objects/contacts/search', {});
      expect(ok.status).toBe(200);
      expect(ok.headers.get('x-hubspot-ratelimit-max')).toBeNull();
    }
    const limited = await hs.raw('POST', '/crm/v3/objects/contacts/search', {});
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      message: 'You have reached your secondly limit.',
      errorType: 'RATE_LIMIT',
    });
  });

  it("the SDK's retry decorator recovers from the search limit once the bucket refills", async () => {
    hs = await startTestHubspot();
    for (let i = 0; i < 5; i++) await hs.raw('POST', '/crm/v3/objects/contacts/search', {});
    const client = hs.clientFor(hs.portal.accessToken, { numberOfApiCallRetries: 2 });
    const call = client.crm.contacts.searchApi.doSearch({
      filterGroups: [],
      sorts: [],
      properties: [],
      limit: 10,
      after: '0',
    });
    await logged429();
    await hs.clock.advance(1000);
    await expect(call).resolves.toMatchObject({ total: 0 });
    const searches = hs.control.requests({ path: '/crm/v3/objects/contacts/search' }).map((r) => r.status);
    expect(searches.slice(-2)).toEqual([429, 200]);
  });

  it("the SDK's retry decorator waits out TEN_SECONDLY_ROLLING and recovers", async () => {
    hs = await startTestHubspot({ speed: 1000 });
    for (let i = 0; i < 100; i++) await hs.raw('GET', '/crm/v3/objects/contacts');
    const client = hs.clientFor(hs.portal.accessToken, { numberOfApiCallRetries: 3 });
    // The decorator sleeps 10 s with setTimeout: fake that one timer instead of waiting for it.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const call = client.crm.contacts.basicApi.getPage();
    await logged429();
    await hs.clock.advance(10);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(call).resolves.toMatchObject({ results: [] });
    const statuses = hs.control.requests({ path: '/crm/v3/objects/contacts' }).map((r) => r.status);
    expect(statuses.slice(-2)).toEqual([429, 200]);
  });

  it('refills with the speed factor, and lets everything through when switched off', async () => {
    hs = await startTestHubspot({ speed: 1000 });
    for (let i = 0; i < 100; i++) await hs.raw('GET', '/crm/v3/objects/contacts');
    expect((await hs.raw('GET', '/crm/v3/objects/contacts')).status).toBe(429);
    await hs.clock.advance(10);
    expect((await hs.raw('GET', '/crm/v3/objects/contacts')).status).toBe(200);
    hs.control.configure({ rateLimits: false });
    for (let i = 0; i < 150; i++) expect((await hs.raw('GET', '/crm/v3/objects/contacts')).status).toBe(200);
  });
});

describe('faults and the request log', () => {
  it('injects 500s and 429s by path pattern, seeded, and records them', async () => {
    hs = await startTestHubspot({ rateLimits: false });
    const put = await fetch(`${hs.url}/__hubspot/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seed: 1, rules: [{ pathPattern: '/crm/v3/objects/*/search', serverError: 1 }] }),
    });
    expect(put.status).toBe(200);
    expect((await hs.raw('POST', '/crm/v3/objects/deals/search', {})).status).toBe(500);
    expect((await hs.raw('GET', '/crm/v3/objects/deals')).status).toBe(200);
    hs.control.setFaults({ rules: [{ pathPrefix: '/crm/v3/owners', rateLimited: 1 }] });
    const limited = await hs.raw('GET', '/crm/v3/owners');
    expect(limited.status).toBe(429);
    expect(limited.body.policyName).toBe('TEN_SECONDLY_ROLLING');
    const log = await (
      await fetch(`${hs.url}/__hubspot/requests?pathPrefix=/crm/v3/objects&method=POST`)
    ).json();
    expect(log.requests).toHaveLength(1);
    expect(log.requests[0]).toMatchObject({
      status: 500,
      fault: 'serverError',
      portalId: hs.portal.portalId,
    });
  });

  it('creates portals and owners over the control API', async () => {
    hs = await startTestHubspot();
    const res = await fetch(`${hs.url}/__hubspot/portals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Demo', tier: 'enterprise' }),
    });
    expect(res.status).toBe(201);
    const portal = await res.json();
    expect(portal.accessToken).toMatch(/^pat-na1-/);
    const owner = await fetch(`${hs.url}/__hubspot/portals/${portal.portalId}/owners`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'rep@example.com' }),
    });
    expect(owner.status).toBe(201);
    const owners = await hs.clientFor(portal.accessToken).crm.owners.ownersApi.getPage();
    expect(owners.results.map((o) => o.email)).toEqual(['rep@example.com']);
    await fetch(`${hs.url}/__hubspot/reset`, { method: 'POST' });
    expect(hs.control.listPortals()).toEqual([]);
  });
});
