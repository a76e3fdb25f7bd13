import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenBroadcastAccount } from '../../../test/delivery-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { lineRateCounters } from './delivery.schema.ts';
import { RateAllowance, rateAllowanceOf } from './rate-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

const counter = async (lineAccountId: string) =>
  (
    await t.deps.db.select().from(lineRateCounters).where(eq(lineRateCounters.lineAccountId, lineAccountId))
  )[0];

describe('the rate allowance senders share', () => {
  it('takes blocks from the shared counter, and never past the limit of a second', async () => {
    const { account } = await givenBroadcastAccount(t);
    const one = new RateAllowance(t.deps.db, account.id, 'push');
    const other = new RateAllowance(t.deps.db, account.id, 'push');

    // Forty requests of one sender cost one block of 50 from the counter.
    for (let i = 0; i < 40; i++) await one.take();
    const taken = await counter(account.id);
    expect(taken?.count).toBeLessThanOrEqual(50);

    // Another worker has used all but 5 of this second's 2,000: a block of 50 does not fit, nor
    // do 10; the sender waits for a later second rather than go over.
    const second = Math.floor(Date.now() / 1000);
    await t.deps.db
      .update(lineRateCounters)
      .set({ second, count: 1_995 })
      .where(eq(lineRateCounters.lineAccountId, account.id));
    await other.take(10);
    const after = await counter(account.id);
    expect(after?.second).toBeGreaterThan(second);
    // A block in the later second; or, when that second began between the block refused and the
    // ten asked for, just the ten.
    expect([10, 50]).toContain(after?.count);
  });

  it('is one for all send jobs of a process on the same channel and endpoint', async () => {
    const { account } = await givenBroadcastAccount(t);
    const push = rateAllowanceOf(t.deps.db, account.id, 'push');
    expect(rateAllowanceOf(t.deps.db, account.id, 'push')).toBe(push);
    expect(rateAllowanceOf(t.deps.db, account.id, 'multicast')).not.toBe(push);
  });
});
