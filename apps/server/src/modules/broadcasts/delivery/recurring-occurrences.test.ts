import { wallTimeOf } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  givenBroadcast,
  givenBroadcastAccount,
  givenFriendsInList,
  runsOf,
  seededUserId,
} from '../../../test/delivery-fixtures.ts';
import { eventually, startTestApp, type TestApp } from '../../../test/harness.ts';
import { hubs } from '../../hubs/hubs.schema.ts';
import { broadcasts } from '../broadcasts.schema.ts';
import { scheduleBroadcastsJob } from './schedule-broadcasts.job.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

async function nextRunOf(broadcastId: string) {
  const [row] = await t.deps.db
    .select({ status: broadcasts.status, nextRunAt: broadcasts.nextRunAt })
    .from(broadcasts)
    .where(eq(broadcasts.id, broadcastId));
  return row;
}

describe('recurring broadcasts', () => {
  it('start at each occurrence, the next one a day later at the same wall time in the hub’s zone', async () => {
    const zone = 'America/New_York';
    const given = await givenBroadcastAccount(t);
    await t.deps.db.update(hubs).set({ timezone: zone }).where(eq(hubs.id, given.hubId));
    const listId = await givenFriendsInList(t, given, 'daily', 2);
    // Two occurrences are due (a day and an hour ago, an hour ago); the third is ahead.
    const first = new Date(Date.now() - DAY_MS - HOUR_MS);
    const broadcast = await givenBroadcast(t.deps, given, {
      type: 'recurring',
      status: 'scheduled',
      recurrence: { frequency: 'daily' },
      broadcastDate: first,
      nextRunAt: first,
      targetLists: [listId],
      messages: [{ type: 'text', text: 'Daily special' }],
    });
    // The minute's sweep, as the worker runs it (the test app's own cron may run it as well).
    const sweep = scheduleBroadcastsJob(t.deps);
    const settled = await eventually(
      async () => {
        await sweep.handle({});
        return nextRunOf(broadcast.id);
      },
      (row) => row?.status === 'scheduled' && (row.nextRunAt?.getTime() ?? 0) > Date.now(),
      30_000,
    );
    const next = settled?.nextRunAt ?? new Date(0);
    expect(wallTimeOf(next, zone)).toMatchObject({
      hour: wallTimeOf(first, zone).hour,
      minute: wallTimeOf(first, zone).minute,
    });
    expect(next.getTime() - first.getTime()).toBeGreaterThanOrEqual(2 * DAY_MS - HOUR_MS);
    expect(next.getTime() - first.getTime()).toBeLessThanOrEqual(2 * DAY_MS + HOUR_MS);
    const runs = await runsOf(t.deps, broadcast.id);
    expect(runs.map((run) => run.status)).toEqual(['sent', 'sent']);
    const texts = given.control
      .inbox(given.channel.channelId, seededUserId('daily', 0))
      .map((entry) => (entry.message as { text?: string }).text);
    expect(texts).toEqual(['Daily special', 'Daily special']);
  });
});
