import { wallTimeOf } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastCalls, givenBroadcaster } from '../../test/broadcast-fixtures.ts';
import { createContacts, eventually, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenLineFriend, givenSandboxAccount } from '../../test/line-fixtures.ts';
import { hubs } from '../hubs/hubs.schema.ts';
import { getAccount } from '../line-accounts/line-accounts.repository.ts';
import { webhookEvents } from '../webhooks/webhooks.schema.ts';
import { broadcastRecipients, broadcastRuns } from './delivery/delivery.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(async () => t.close());

/** A run of the broadcast as the delivery engine leaves it: one friend sent, one refused by LINE. */
async function givenRun(
  hubId: string,
  broadcastId: string,
  lineAccountId: string,
  listId: string,
  contactId: string,
) {
  const account = await getAccount(t.deps.db, hubId, lineAccountId);
  if (!account) throw new Error('no account');
  const sent = await givenLineFriend(t, account, 'Mei Chen');
  const failed = await givenLineFriend(t, account, 'Ken Ito');
  const [run] = await t.deps.db
    .insert(broadcastRuns)
    .values({
      hubId,
      broadcastId,
      lineAccountId,
      status: 'sent',
      totalRecipients: 2,
      sentCount: 1,
      failedCount: 1,
    })
    .returning();
  if (!run) throw new Error('no run');
  const sentAt = new Date();
  await t.deps.db.insert(broadcastRecipients).values([
    {
      runId: run.id,
      hubId,
      lineUserId: sent.userId,
      contactId,
      listId,
      status: 'sent',
      batchNumber: 0,
      sentAt,
    },
    {
      runId: run.id,
      hubId,
      lineUserId: failed.userId,
      listId,
      status: 'failed',
      batchNumber: 0,
      errorReason: 'broadcast.recipientError.invalidRecipient',
    },
  ]);
}

describe('a broadcast’s results', () => {
  it('counts runs and stats, lists recipients by status, and makes a list of them', async () => {
    const b = await givenBroadcaster(t);
    const [contact = ''] = await createContacts(b.call, [{ firstname: 'Mei', email: 'mei@example.com' }]);
    const list = (await b.call('POST', '/lists', { kind: 'static', name: 'VIP' })).json().list;
    const id = await b.created({ targetLists: [list.id] });
    await givenRun(b.hubId, id, b.account.id, list.id, contact);

    expect((await b.get(id)).json()).toMatchObject({
      numberOfBroadcasts: 1,
      stats: {
        recipients: 2,
        sent: 1,
        delivered: 1,
        errors: 1,
        opened: null,
        clicked: null,
        insightsAt: null,
      },
    });
    // A period keeps the runs started in it: the run above started now.
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const before = (
      await b.call('GET', `/line/broadcast-setting/${id}?to=${encodeURIComponent(hourAgo)}`)
    ).json();
    expect(before).toMatchObject({ numberOfBroadcasts: 0, stats: { recipients: 0, sent: 0 } });
    const since = (
      await b.call('GET', `/line/broadcast-setting/${id}?from=${encodeURIComponent(hourAgo)}`)
    ).json();
    expect(since).toMatchObject({ numberOfBroadcasts: 1, stats: { recipients: 2, sent: 1 } });
    const all = (await b.call('GET', `/line/recipients/${id}/all?lang=ja`)).json();
    expect(all.total).toBe(2);
    expect(all.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Mei Chen',
          contactId: contact,
          listName: 'VIP',
          status: 'sent',
          errorReason: null,
        }),
        expect.objectContaining({ name: 'Ken Ito', status: 'failed', errorReason: expect.any(String) }),
      ]),
    );
    const failed = (await b.call('GET', `/line/recipients/${id}/failed`)).json();
    expect(failed.items).toEqual([
      expect.objectContaining({ name: 'Ken Ito', errorReason: 'Invalid recipient' }),
    ]);

    const made = await b.call('POST', `/line/recipients/${id}/list`, {});
    expect(made.json()).toMatchObject({
      msg: 'List "Recipients of Spring sale" created with 1 contacts.',
      count: 1,
    });
    const members = (await b.call('GET', `/lists/${made.json().listId}/members`)).json();
    expect(members.items.map((member: { id: string }) => member.id)).toEqual([contact]);

    const stranger = await givenBroadcaster(t);
    expect((await stranger.call('GET', `/line/recipients/${id}/all`)).statusCode).toBe(404);
    expect((await stranger.call('POST', `/line/recipients/${id}/list`, {})).statusCode).toBe(404);
  });

  it('computes a recurring broadcast’s next run at the same wall time in the hub’s zone', async () => {
    const b = await givenBroadcaster(t);
    await t.deps.db.update(hubs).set({ timezone: 'America/New_York' }).where(eq(hubs.id, b.hubId));
    const created = await b.create({
      type: 'recurring',
      recurrence: { frequency: 'daily' },
      broadcastDate: '2026-03-07T09:00:00-05:00',
    });
    const nextRunAt = new Date(created.json().broadcast.nextRunAt);
    expect(nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(wallTimeOf(nextRunAt, 'America/New_York')).toMatchObject({ hour: 9, minute: 0 });
  });

  it('sends a test to a +81 phone as a LINE notification message (PNP)', async () => {
    const given = await givenSandboxAccount(t);
    const phoneUser = given.control.createUser({ displayName: 'Yui', phoneNumber: '+819012345678' });
    await given.control.follow(given.channel.channelId, phoneUser.userId);
    const calls = broadcastCalls(given.call, given.accountId);
    const id = await calls.created({ messages: [{ type: 'text', text: 'Your order is ready' }] });
    const sent = await given.call('POST', '/line/broadcast-setting/test', {
      id,
      to: { kind: 'phone', phone: '+819012345678' },
    });
    expect(sent.json()).toEqual({ msg: 'Sent Success.' });
    const pushed = given.control.requests({ path: '/bot/pnp/push' });
    expect(pushed).toHaveLength(1);
    expect(JSON.stringify(given.control.inbox(given.channel.channelId, phoneUser.userId))).toContain(
      'Your order is ready',
    );
    // LINE reports the delivery with a webhook: the test ends once the app has taken it in, so
    // nothing of LINE's is still on its way when the test app closes.
    const delivered = await eventually(
      () => t.deps.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'delivery')),
      (rows) => rows.some((row) => row.status !== 'pending'),
    );
    expect(delivered.map((row) => row.status)).toEqual(['processed']);
    await given.control.settle();
  });
});
