import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenBroadcaster, minutesFromNow } from '../../test/broadcast-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { broadcastRuns } from './delivery/delivery.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const DAY_MINUTES = 60 * 24;
const daysAgo = (days: number) => minutesFromNow(-days * DAY_MINUTES);
const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name).sort();

describe('the library’s search condition', () => {
  it('filters by broadcast date (or when a send-now broadcast went), not by when it was edited', async () => {
    const b = await givenBroadcaster(t);
    await b.created({ name: 'Three days ago', broadcastDate: daysAgo(3) });
    await b.created({ name: 'Twenty days ago', broadcastDate: daysAgo(20) });
    await b.created({ name: 'Next week', broadcastDate: daysAgo(-7) });
    await b.created({ name: 'No date' });
    // Sent now two days ago: no date of its own, its run's start is its date.
    const sentNow = await b.created({ name: 'Sent now' });
    await t.deps.db.insert(broadcastRuns).values({
      hubId: b.hubId,
      broadcastId: sentNow,
      lineAccountId: b.account.id,
      status: 'sent',
      startedAt: new Date(daysAgo(2)),
    });
    const list = async (query: string) =>
      names((await b.call('GET', `/line/broadcast-settings/draft?${query}`)).json());

    expect(await list('dateRange=rolling&rolling=7')).toEqual(['Sent now', 'Three days ago']);
    expect(await list('dateRange=rolling&rolling=30')).toEqual([
      'Sent now',
      'Three days ago',
      'Twenty days ago',
    ]);
    const from = encodeURIComponent(daysAgo(25));
    const to = encodeURIComponent(daysAgo(10));
    expect(await list(`dateRange=custom&from=${from}&to=${to}`)).toEqual(['Twenty days ago']);
    expect(await list('dateRange=all')).toHaveLength(5);
    const counts = (await b.call('GET', '/line/broadcast-settings/draft?dateRange=rolling&rolling=7')).json();
    expect(counts).toMatchObject({ total: 2, draft: 2 });
    expect(
      (await b.call('GET', '/line/broadcast-settings/draft?dateRange=custom&from=yesterday')).statusCode,
    ).toBe(400);
  });
});
