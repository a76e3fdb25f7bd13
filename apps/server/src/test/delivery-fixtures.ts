import { createHash } from 'node:crypto';
import { DEFAULT_LINE_ACCOUNT_OPTIONS, type Plan } from '@hubline/contract';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../core/deps.ts';
import { broadcasts } from '../modules/broadcasts/broadcasts.schema.ts';
import {
  broadcastBatches,
  broadcastRecipients,
  broadcastRuns,
} from '../modules/broadcasts/delivery/delivery.schema.ts';
import { recipientBatch, recipientOutcome } from '../modules/broadcasts/delivery/recipient-outcomes.ts';
import { crmContacts } from '../modules/crm/builtin/crm.schema.ts';
import { insertAccount, nextSeq } from '../modules/line-accounts/line-accounts.repository.ts';
import { eventually, givenMember, type TestApp } from './harness.ts';
import { seedFriendsInList } from './seed-audience.ts';

export { seededUserId } from './seed-audience.ts';

/**
 * A hub (a new one unless `hubId`) with a LINE account on a sandbox channel that has no webhook
 * (friends are seeded, not followed through the app), as the account row the create flow leaves;
 * `quota` is LINE's monthly limit of the channel, `plan` the account's (the column's default otherwise).
 */
export async function givenBroadcastAccount(
  t: TestApp,
  { quota, plan, hubId: inHub }: { quota?: number; plan?: Plan; hubId?: string } = {},
) {
  const control = t.sandbox?.control;
  if (!control) throw new Error('start the test app with { line: true }');
  const { hubId } = await givenMember(t, { superAdmin: true, hubId: inHub });
  const channel = control.createChannel({
    displayName: 'Sakura Cafe',
    ...(quota === undefined ? {} : { quota: { type: 'limited', value: quota } }),
  });
  const account = await insertAccount(t.deps.db, {
    hubId,
    seq: await nextSeq(t.deps.db, hubId),
    platform: 'sandbox',
    channelId: channel.channelId,
    channelSecret: t.deps.secrets.seal(channel.channelSecret),
    accessToken: t.deps.secrets.seal(channel.accessToken),
    tokenKind: 'long',
    botUserId: `U${createHash('md5').update(channel.channelId).digest('hex')}`,
    basicId: '@123abcde',
    name: 'Sakura Cafe',
    options: DEFAULT_LINE_ACCOUNT_OPTIONS,
    ...(plan && { plan }),
  });
  if (!account) throw new Error('account insert returned nothing');
  return { hubId, account, channel, control };
}

type Account = Awaited<ReturnType<typeof givenBroadcastAccount>>;

/** `count` seeded friends of the account in a new static list (see seedFriendsInList). */
export function givenFriendsInList(t: TestApp, given: Account, prefix: string, count: number) {
  if (!t.sandbox) throw new Error('start the test app with { line: true }');
  return seedFriendsInList(t.deps.db, t.sandbox.control, given, prefix, count);
}

/** A draft broadcast of the account to the lists, as the composer saves it. */
export async function givenBroadcast(
  deps: Pick<Deps, 'db'>,
  { hubId, account }: Pick<Account, 'hubId' | 'account'>,
  fields: Partial<typeof broadcasts.$inferInsert>,
) {
  const [row] = await deps.db
    .insert(broadcasts)
    .values({
      hubId,
      lineAccountId: account.id,
      name: 'Spring sale',
      sender: { kind: 'account' },
      messages: [{ type: 'text', text: 'Spring sale starts today' }],
      ...fields,
    })
    .returning();
  if (!row) throw new Error('broadcast insert returned nothing');
  return row;
}

/** A finished run of the account that reached `sent` friends, as delivery records it. */
export async function givenSentRun(
  deps: Pick<Deps, 'db'>,
  given: Pick<Account, 'hubId' | 'account'>,
  sent: number,
  startedAt: Date,
) {
  const broadcast = await givenBroadcast(deps, given, { status: 'sent' });
  await deps.db.insert(broadcastRuns).values({
    hubId: given.hubId,
    broadcastId: broadcast.id,
    lineAccountId: given.account.id,
    status: 'sent',
    mode: 'multicast',
    totalRecipients: sent,
    sentCount: sent,
    startedAt,
    finishedAt: startedAt,
  });
}

export async function runsOf(deps: Pick<Deps, 'db'>, broadcastId: string) {
  return deps.db.select().from(broadcastRuns).where(eq(broadcastRuns.broadcastId, broadcastId));
}

/** A run's recipients, each with what came of it (its own outcome or its multicast batch's). */
export async function recipientsOf(deps: Pick<Deps, 'db'>, runId: string) {
  const rows = await deps.db
    .select({ recipient: broadcastRecipients, ...recipientOutcome })
    .from(broadcastRecipients)
    .leftJoin(broadcastBatches, recipientBatch)
    .where(eq(broadcastRecipients.runId, runId));
  return rows.map(({ recipient, ...outcome }) => ({ ...recipient, ...outcome }));
}

export async function broadcastStatus(deps: Pick<Deps, 'db'>, broadcastId: string) {
  const [row] = await deps.db
    .select({ status: broadcasts.status, failureReason: broadcasts.failureReason })
    .from(broadcasts)
    .where(eq(broadcasts.id, broadcastId));
  return row;
}

/** The broadcast's status once its sending has ended (sent, failure or back to review). */
export function untilSendingEnds(t: TestApp, broadcastId: string, timeoutMs = 20_000) {
  return eventually(
    () => broadcastStatus(t.deps, broadcastId),
    (row) => row?.status !== 'sending',
    timeoutMs,
  );
}

/** The contact ids of a hub's seeded friends: friend i's contact is named 'Friend i' (seedFriendsInList). */
export async function seededContacts(deps: Pick<Deps, 'db'>, hubId: string) {
  const rows = await deps.db
    .select({ id: crmContacts.id, name: sql<string>`${crmContacts.properties}->>'firstname'` })
    .from(crmContacts)
    .where(eq(crmContacts.hubId, hubId));
  return (i: number) => {
    const found = rows.find((row) => row.name === `Friend ${i}`);
    if (!found) throw new Error(`no seeded contact ${i}`);
    return found.id;
  };
}
