import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenBroadcaster, minutesFromNow } from '../../test/broadcast-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { broadcasts } from './broadcasts.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const DAY_MINUTES = 60 * 24;
const daysAgo = (days: number) => minutesFromNow(-days * DAY_MINUTES);
const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name).sort();

describe('the library’s search condition', () => {
  it('filters by broadcast date (when a sent one went, not its unused draft date), not by when it was edited', async () => {
    const b = await givenBroadcaster(t);
    await b.created({ name: 'Three days ago', broadcastDate: daysAgo(3) });
    await b.created({ name: 'Twenty days ago', broadcastDate: daysAgo(20) });
    await b.created({ name: 'Next week', broadcastDate: daysAgo(-7) });
    await b.created({ name: 'No date' });
    // Sent now two days ago, its draft still holding a date ahead it never used: dated by its send.
    const sentNow = await b.created({ name: 'Sent now', broadcastDate: daysAgo(-3) });
    await t.deps.db
      .update(broadcasts)
      .set({ status: 'sent', sendingStartedAt: new Date(daysAgo(2)) })
      .where(eq(broadcasts.id, sentNow));
    const list = async (query: string, tab = 'draft') =>
      names((await b.call('GET', `/line/broadcast-settings/${tab}?${query}`)).json());

    expect(await list('dateRange=rolling&rolling=7')).toEqual(['Three days ago']);
    expect(await list('dateRange=rolling&rolling=7', 'sent')).toEqual(['Sent now']);
    expect(await list('dateRange=rolling&rolling=30')).toEqual(['Three days ago', 'Twenty days ago']);
    const from = encodeURIComponent(daysAgo(25));
    const to = encodeURIComponent(daysAgo(10));
    expect(await list(`dateRange=custom&from=${from}&to=${to}`)).toEqual(['Twenty days ago']);
    expect(await list('dateRange=all')).toHaveLength(4);
    const counts = (await b.call('GET', '/line/broadcast-settings/draft?dateRange=rolling&rolling=7')).json();
    expect(counts).toMatchObject({ total: 2, draft: 1, sent: 1 });
    expect(
      (await b.call('GET', '/line/broadcast-settings/draft?dateRange=custom&from=yesterday')).statusCode,
    ).toBe(400);
  });
});
