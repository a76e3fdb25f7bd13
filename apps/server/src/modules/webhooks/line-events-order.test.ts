import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LineEventSubscriber } from '../../core/line/line-events.ts';
import { eventually, givenMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenLineAccount, signedWebhook } from '../../test/line-fixtures.ts';
import { inboxConversations } from '../inbox/inbox.schema.ts';
import { lineMessages } from '../inbox/messages.schema.ts';
import { processLineEventsJob } from './process-line-events.job.ts';
import { webhookEvents } from './webhooks.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

/** What LINE sends in one delivery at most in practice; the burst comes in many. */
const PER_DELIVERY = 100;
const messageIdOf = (friend: number, round: number) => String(1_000_000 + friend * 100 + round);

it('processes a burst of messages from many friends with two more workers: each friend’s stored once, in LINE’s order', async () => {
  // PGlite runs every query on one connection: fewer friends keep the file quick there.
  const friends = t.deps.database.kind === 'postgres' ? 1000 : 200;
  const perFriend = 10;
  const control = t.sandbox?.control;
  if (!control) throw new Error('no sandbox');
  const { hubId } = await givenMember(t);
  const channel = control.createChannel({ displayName: 'Sakura Cafe' });
  const { account, channelSecret } = await givenLineAccount(t, hubId, { token: channel.accessToken });

  // Every subscriber sees the events in the order they are applied; this one writes it down.
  const seen = new Map<string, string[]>();
  const record = (events: readonly { chat: { id: string }; message: { id: string } }[]) => {
    for (const event of events)
      seen.set(event.chat.id, [...(seen.get(event.chat.id) ?? []), event.message.id]);
    return Promise.resolve();
  };
  const recorder: LineEventSubscriber<unknown> = {
    name: 'order-recorder',
    on: { message: (event) => record([event]) },
    onMessages: (events) => record(events),
  };
  (t.deps.lineEventSubscribers as LineEventSubscriber<unknown>[]).push(recorder);

  const userIds = Array.from({ length: friends }, (_, f) => `U${f.toString(16).padStart(32, '0')}`);
  const start = Date.now() - 60_000;
  // LINE's order: round after round, each friend writing once a round.
  const events = Array.from({ length: friends * perFriend }, (_, n) => {
    const f = n % friends;
    const round = Math.floor(n / friends);
    return {
      type: 'message',
      mode: 'active',
      timestamp: start + n,
      source: { type: 'user', userId: userIds[f] },
      webhookEventId: String(n).padStart(26, '0'),
      deliveryContext: { isRedelivery: false },
      replyToken: `r${n}`,
      message: { id: messageIdOf(f, round), type: 'text', quoteToken: 'q', text: `message ${round}` },
    };
  });
  const job = processLineEventsJob(t.deps);
  const workers: Promise<void>[] = [];
  for (let from = 0; from < events.length; from += PER_DELIVERY) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/webhooks/line/${account.id}`,
      ...signedWebhook(channelSecret, events.slice(from, from + PER_DELIVERY)),
    });
    expect(response.statusCode).toBe(200);
    // Two more workers join halfway, beside the app's own.
    if (from === events.length / 2) workers.push(job.handle({}), job.handle({}));
  }
  await Promise.all(workers);

  const pending = () =>
    t.deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(webhookEvents)
      .where(and(eq(webhookEvents.lineAccountId, account.id), eq(webhookEvents.status, 'pending')))
      .then(([row]) => row?.count ?? 0);
  expect(await eventually(pending, (count) => count === 0, 60_000)).toBe(0);

  const inOrder = Array.from({ length: perFriend }, (_, round) => round);
  for (const [f, userId] of userIds.entries())
    expect(seen.get(userId), userId).toEqual(inOrder.map((round) => messageIdOf(f, round)));

  const stored = await t.deps.db
    .select({ chatId: lineMessages.chatId, count: sql<number>`count(*)::int` })
    .from(lineMessages)
    .where(eq(lineMessages.lineAccountId, account.id))
    .groupBy(lineMessages.chatId);
  expect(stored).toHaveLength(friends);
  expect(stored.every((row) => row.count === perFriend)).toBe(true);

  const conversations = await t.deps.db
    .select()
    .from(inboxConversations)
    .where(eq(inboxConversations.lineAccountId, account.id));
  expect(conversations).toHaveLength(friends);
  for (const conversation of conversations) {
    expect(conversation.unread).toBe(perFriend);
    expect(conversation.lastMessage?.text).toBe(`message ${perFriend - 1}`);
    expect(conversation.replyToken).toBe(
      `r${(perFriend - 1) * friends + userIds.indexOf(conversation.chatId)}`,
    );
  }
}, 120_000);
