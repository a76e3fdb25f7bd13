import { randomBytes } from 'node:crypto';
import { lineUserIdProperty } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenBroadcast, givenBroadcastAccount, recipientsOf } from '../../../test/delivery-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { crmContacts, crmListMembers, crmLists } from '../../crm/builtin/crm.schema.ts';
import { crmConnections } from '../../crm/connection/crm-connection.schema.ts';
import { crmMirrorContacts, crmMirrorMemberships } from '../../crm/mirror/mirror.schema.ts';
import { inboxConversations } from '../../inbox/inbox.schema.ts';
import { lineAccounts, lineUsers } from '../../line-accounts/line-accounts.schema.ts';
import { broadcasts } from '../broadcasts.schema.ts';
import { broadcastBatches, broadcastRecipients, broadcastRuns } from './delivery.schema.ts';
import { resolveRecipients } from './resolve-recipients.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof givenBroadcastAccount>>;
/** An earlier broadcast of the account reached a friend, by push or in a multicast batch (or its batch was refused). */
type LastSent = { hoursAgo: number; by: 'push' | 'multicast'; batch?: 'sent' | 'failed' };

/** A friend of the account (or of `other`), optionally with a contact in `lists`. */
async function friend(
  given: Account,
  name: string,
  options: {
    lists?: string[];
    link?: 'contact' | 'property';
    blocked?: boolean;
    spam?: boolean;
    lastSent?: LastSent;
    friendOf?: string;
  } = {},
) {
  const { db } = t.deps;
  const userId = `U${randomBytes(16).toString('hex')}`;
  const [contact] = await db
    .insert(crmContacts)
    .values({
      hubId: given.hubId,
      properties: options.link === 'property' ? { [lineUserIdProperty(given.account.seq)]: userId } : {},
    })
    .returning();
  if (!contact) throw new Error('no contact');
  for (const listId of options.lists ?? [])
    await db.insert(crmListMembers).values({ listId, contactId: contact.id });
  const [row] = await db
    .insert(lineUsers)
    .values({
      hubId: given.hubId,
      lineAccountId: options.friendOf ?? given.account.id,
      userId,
      displayName: name,
      contactId: options.link === 'property' ? null : contact.id,
      blockedAt: options.blocked ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('no friend');
  if (options.spam)
    await db.insert(inboxConversations).values({
      hubId: given.hubId,
      lineAccountId: given.account.id,
      chatType: 'user',
      chatId: userId,
      lineUserId: row.id,
      markAsSpam: true,
    });
  if (options.lastSent) await earlierSend(given, userId, options.lastSent);
  return { name, userId };
}

/** An earlier run of the account that sent to the friend `hoursAgo` (and ended then). */
async function earlierSend(given: Account, userId: string, { hoursAgo, by, batch = 'sent' }: LastSent) {
  const { db } = t.deps;
  const at = new Date(Date.now() - hoursAgo * 3_600_000);
  const broadcast = await givenBroadcast(t.deps, given, {});
  const [run] = await db
    .insert(broadcastRuns)
    .values({
      hubId: given.hubId,
      broadcastId: broadcast.id,
      lineAccountId: given.account.id,
      status: 'sent',
      mode: by,
      finishedAt: at,
    })
    .returning();
  if (!run) throw new Error('no run');
  await db.insert(broadcastRecipients).values({
    runId: run.id,
    hubId: given.hubId,
    lineUserId: userId,
    batchNumber: 0,
    ...(by === 'push' ? { status: 'sent', sentAt: at } : {}),
  });
  await db.insert(broadcastBatches).values({
    runId: run.id,
    number: 0,
    retryKey: crypto.randomUUID(),
    firstUserId: userId,
    lastUserId: userId,
    status: batch,
    ...(by === 'multicast' && batch === 'sent' ? { sentAt: at } : {}),
  });
}

async function list(given: Account, name: string) {
  const [row] = await t.deps.db
    .insert(crmLists)
    .values({ hubId: given.hubId, name, kind: 'static' })
    .returning();
  if (!row) throw new Error('no list');
  return row.id;
}

describe('resolving a broadcast run', () => {
  it('takes the friends of contacts in the target lists, once each, without excluded, blocked, spam or recent ones', async () => {
    const given = await givenBroadcastAccount(t);
    const other = await givenBroadcastAccount(t);
    await t.deps.db
      .update(lineAccounts)
      .set({ sendFrequencyHours: 24 })
      .where(eq(lineAccounts.id, given.account.id));
    const [a, b, vip] = [await list(given, 'A'), await list(given, 'B'), await list(given, 'VIP')];
    const people = [
      { expected: true, f: await friend(given, 'in A', { lists: [a] }) },
      { expected: true, f: await friend(given, 'in A and B', { lists: [a, b] }) },
      { expected: true, f: await friend(given, 'in B by property', { lists: [b], link: 'property' }) },
      { expected: false, f: await friend(given, 'in A, excluded', { lists: [a, vip] }) },
      { expected: false, f: await friend(given, 'in A, blocked', { lists: [a], blocked: true }) },
      { expected: false, f: await friend(given, 'in A, spam', { lists: [a], spam: true }) },
      {
        expected: false,
        f: await friend(given, 'in A, pushed 2 h ago', { lists: [a], lastSent: { hoursAgo: 2, by: 'push' } }),
      },
      {
        expected: false,
        f: await friend(given, 'in A, multicast 2 h ago', {
          lists: [a],
          lastSent: { hoursAgo: 2, by: 'multicast' },
        }),
      },
      {
        expected: true,
        f: await friend(given, 'in A, multicast refused 2 h ago', {
          lists: [a],
          lastSent: { hoursAgo: 2, by: 'multicast', batch: 'failed' },
        }),
      },
      {
        expected: true,
        f: await friend(given, 'in A, pushed 30 h ago', {
          lists: [a],
          lastSent: { hoursAgo: 30, by: 'push' },
        }),
      },
      {
        expected: true,
        f: await friend(given, 'in A, multicast 30 h ago', {
          lists: [a],
          lastSent: { hoursAgo: 30, by: 'multicast' },
        }),
      },
      { expected: false, f: await friend(given, 'in no list') },
      {
        expected: false,
        f: await friend(given, 'of another account', { lists: [a], friendOf: other.account.id }),
      },
    ];
    const broadcast = await givenBroadcast(t.deps, given, { targetLists: [a, b], excludeLists: [vip] });
    const [run] = await t.deps.db
      .insert(broadcastRuns)
      .values({ hubId: given.hubId, broadcastId: broadcast.id, lineAccountId: given.account.id })
      .returning();
    if (!run) throw new Error('no run');
    const [account] = await t.deps.db
      .select()
      .from(lineAccounts)
      .where(eq(lineAccounts.id, given.account.id));
    if (!account) throw new Error('no account');

    const total = await resolveRecipients(t.deps.db, run.id, broadcast, account);
    // Resolving again (a retried job) adds nobody.
    expect(await resolveRecipients(t.deps.db, run.id, broadcast, account)).toBe(total);

    const resolved = new Set((await recipientsOf(t.deps, run.id)).map((r) => r.lineUserId));
    const table = people.map(({ f }) => ({ name: f.name, included: resolved.has(f.userId) }));
    expect(table).toEqual(people.map(({ expected, f }) => ({ name: f.name, included: expected })));
    expect(total).toBe(6);
  });

  it("resolves a HubSpot hub's lists from the local mirror of memberships", async () => {
    const given = await givenBroadcastAccount(t);
    const { db } = t.deps;
    await db.insert(crmConnections).values({
      hubId: given.hubId,
      provider: 'hubspot',
      platform: 'sandbox',
      accessToken: t.deps.secrets.seal('token'),
      portalId: '123',
    });
    const friendOf = async (contactId: string) => {
      const userId = `U${randomBytes(16).toString('hex')}`;
      await db
        .insert(lineUsers)
        .values({ hubId: given.hubId, lineAccountId: given.account.id, userId, contactId });
      return userId;
    };
    const [inTarget, inBoth, excluded] = [
      await friendOf('101'),
      await friendOf('102'),
      await friendOf('103'),
    ];
    // A contact known only by its mirrored LINE user id property.
    const byProperty = `U${randomBytes(16).toString('hex')}`;
    await db
      .insert(lineUsers)
      .values({ hubId: given.hubId, lineAccountId: given.account.id, userId: byProperty });
    await db.insert(crmMirrorContacts).values({
      hubId: given.hubId,
      contactId: '104',
      properties: { [lineUserIdProperty(given.account.seq)]: byProperty },
    });
    const member = (listId: string, contactId: string) => ({ hubId: given.hubId, listId, contactId });
    await db
      .insert(crmMirrorMemberships)
      .values([
        member('7', '101'),
        member('7', '102'),
        member('8', '102'),
        member('7', '103'),
        member('9', '103'),
        member('8', '104'),
      ]);
    const broadcast = await givenBroadcast(t.deps, given, { targetLists: ['7', '8'], excludeLists: ['9'] });
    const [run] = await db
      .insert(broadcastRuns)
      .values({ hubId: given.hubId, broadcastId: broadcast.id, lineAccountId: given.account.id })
      .returning();
    if (!run) throw new Error('no run');

    expect(await resolveRecipients(db, run.id, broadcast, given.account)).toBe(3);
    const resolved = (await recipientsOf(t.deps, run.id)).map((r) => r.lineUserId).sort();
    expect(resolved).toEqual([inTarget, inBoth, byProperty].sort());
    expect(resolved).not.toContain(excluded);
  });

  it('resolves nobody without target lists', async () => {
    const given = await givenBroadcastAccount(t);
    const a = await list(given, 'A');
    await friend(given, 'in A', { lists: [a] });
    const broadcast = await givenBroadcast(t.deps, given, { targetLists: [] });
    const [run] = await t.deps.db
      .insert(broadcastRuns)
      .values({ hubId: given.hubId, broadcastId: broadcast.id, lineAccountId: given.account.id })
      .returning();
    if (!run) throw new Error('no run');
    expect(await resolveRecipients(t.deps.db, run.id, broadcast, given.account)).toBe(0);
  });

  it('resolves nobody into a deleted run, and a deleted broadcast takes its runs’ recipients with it', async () => {
    const given = await givenBroadcastAccount(t);
    const a = await list(given, 'A');
    await friend(given, 'in A', { lists: [a] });
    await friend(given, 'in A too', { lists: [a] });
    const broadcast = await givenBroadcast(t.deps, given, { targetLists: [a] });
    const run = async () => {
      const [row] = await t.deps.db
        .insert(broadcastRuns)
        .values({ hubId: given.hubId, broadcastId: broadcast.id, lineAccountId: given.account.id })
        .returning();
      if (!row) throw new Error('no run');
      return row;
    };
    const gone = await run();
    await t.deps.db.delete(broadcastRuns).where(eq(broadcastRuns.id, gone.id));
    expect(await resolveRecipients(t.deps.db, gone.id, broadcast, given.account)).toBe(0);

    const kept = await run();
    expect(await resolveRecipients(t.deps.db, kept.id, broadcast, given.account)).toBe(2);
    await t.deps.db.delete(broadcasts).where(eq(broadcasts.id, broadcast.id));
    expect(await recipientsOf(t.deps, kept.id)).toEqual([]);
  });
});
