import { DEFAULT_LINE_ACCOUNT_OPTIONS, INBOX_PAGE_SIZE } from '@hubline/contract';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../apps/server/src/core/db/client.ts';
import { runMigrations } from '../../apps/server/src/core/db/migrate.ts';
import { createHub } from '../../apps/server/src/modules/hubs/create-hub.ts';
import { listInbox } from '../../apps/server/src/modules/inbox/inbox-list.ts';
import { insertAccount } from '../../apps/server/src/modules/line-accounts/line-accounts.repository.ts';
import { onBothDatabases, type Where } from './lib/both-databases.ts';
import { type Figure, fmt, progress, ratio } from './lib/report.ts';
import { percentiles, timedRuns } from './lib/timing.ts';

const FRIENDS = 100_000;
const MESSAGES = 1_000_000;
const RUNS = 30;

/**
 * The inbox list at 100,000 friends (a conversation each) and 1,000,000 messages, in-process on
 * PGlite and PostgreSQL: the first page as the inbox opens, and a search by name or last message.
 * Reference: a plain `select count(*)` over the account's conversations in the same database.
 */
export async function benchInboxList(): Promise<Figure[]> {
  return onBothDatabases('inbox.list', onDatabase);
}

async function onDatabase(label: string, options: Where) {
  const database = await openDatabase(options);
  try {
    await runMigrations(database);
    progress(`inbox.list.${label}: seeding ${FRIENDS} friends and ${MESSAGES} messages`);
    const account = await seed(database);
    const reference = await timed(() =>
      database.db.execute(
        sql`select count(*) from inbox_conversations where line_account_id = ${account.id}`,
      ),
    );
    const page = { page: 0, limit: INBOX_PAGE_SIZE, status: 'all' as const };
    // An administrator's list: every conversation is within reach.
    const everything = { kind: 'everything' } as const;
    const first = await timed(() => listInbox(database.db, account, page, everything));
    // A name typed in the search box: one friend among the 100,000 matches.
    const search = await timed(() =>
      listInbox(database.db, account, { ...page, searchWords: 'Friend 77777' }, everything),
    );
    progress(
      `inbox.list.${label}: count(*) p50 ${fmt(reference.p50, 1)} ms, first page p50 ${fmt(first.p50, 1)} ms, ` +
        `search p50 ${fmt(search.p50, 1)} ms`,
    );
    const figure = (what: string, times: { p50: number; p99: number }, note: string) => [
      {
        name: `inbox.list.${label}.${what}_p50`,
        value: `${fmt(times.p50, 1)} ms`,
        detail: `(${ratio(times.p50, reference.p50)} of select count(*) over the conversations ${fmt(reference.p50, 1)} ms) ${note}`,
      },
      {
        name: `inbox.list.${label}.${what}_p99`,
        value: `${fmt(times.p99, 1)} ms`,
        detail: `(${ratio(times.p99, reference.p99)} of its p99 ${fmt(reference.p99, 1)} ms)`,
      },
    ];
    return [
      ...figure('first_page', first, `${INBOX_PAGE_SIZE} of ${FRIENDS.toLocaleString('en')} conversations`),
      ...figure('search', search, `name or last message, ${RUNS} runs`),
    ];
  } finally {
    await database.close();
  }
}

/** p50 and p99 of RUNS calls after one warm-up, in ms. */
async function timed(call: () => Promise<unknown>) {
  return percentiles(await timedRuns(call, RUNS));
}

/** One account whose friends each have a conversation and ten messages, as intake leaves them. */
async function seed(database: Database) {
  const { db } = database;
  const hub = await createHub(db, { name: 'Bench hub' });
  const account = await insertAccount(db, {
    hubId: hub.id,
    seq: 1,
    platform: 'sandbox',
    channelId: '1000000001',
    // Never opened: the list reads no secret.
    channelSecret: 'unused',
    accessToken: 'unused',
    tokenKind: 'long',
    botUserId: `U${'0'.repeat(32)}`,
    basicId: '@bench',
    name: 'Bench account',
    options: DEFAULT_LINE_ACCOUNT_OPTIONS,
  });
  if (!account) throw new Error('account insert returned nothing');
  await db.execute(sql`
    insert into line_users (hub_id, line_account_id, user_id, display_name, followed_at)
    select ${hub.id}, ${account.id}::uuid, 'U' || md5(i::text), 'Friend ' || i, now() - i * interval '1 minute'
    from generate_series(1, ${FRIENDS}) as i`);
  // Friend i last wrote i seconds ago; every seventh is unread, every fifth resolved.
  await db.execute(sql`
    insert into inbox_conversations
      (id, hub_id, line_account_id, chat_type, chat_id, line_user_id, status, unread, last_message_at, last_message)
    select u.id, u.hub_id, u.line_account_id, 'user', u.user_id, u.id,
      case when n % 5 = 0 then 'resolved' else 'inbox' end,
      case when n % 7 = 0 then 1 else 0 end,
      now() - n * interval '1 second',
      jsonb_build_object('direction', 'in', 'type', 'text', 'text', 'Message ' || n)
    from (select *, substr(display_name, 8)::int as n from line_users where line_account_id = ${account.id}) as u`);
  await db.execute(sql`
    insert into line_messages
      (hub_id, line_account_id, chat_type, chat_id, sender_id, direction, line_message_id, type, payload, sent_at)
    select ${hub.id}, ${account.id}::uuid, 'user', 'U' || md5(f::text), 'U' || md5(f::text), 'in', i::text,
      'text', jsonb_build_object('type', 'text', 'text', 'Message ' || i), now() - i * interval '1 second'
    from generate_series(1, ${MESSAGES}) as i, lateral (select i % ${FRIENDS} + 1 as f) as friend`);
  await db.execute(sql`analyze`);
  return account;
}
