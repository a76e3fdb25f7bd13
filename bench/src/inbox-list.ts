import { DEFAULT_LINE_ACCOUNT_OPTIONS, INBOX_PAGE_SIZE } from '@hubline/contract';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../apps/server/src/core/db/client.ts';
import { runMigrations } from '../../apps/server/src/core/db/migrate.ts';
import { createHub } from '../../apps/server/src/modules/hubs/create-hub.ts';
import { listInbox } from '../../apps/server/src/modules/inbox/inbox-list.ts';
import { conversationsFound } from '../../apps/server/src/modules/inbox/inbox-search.ts';
import { insertAccount } from '../../apps/server/src/modules/line-accounts/line-accounts.repository.ts';
import { onBothDatabases, type Where } from './lib/both-databases.ts';
import { type Figure, fmt, progress, ratio } from './lib/report.ts';
import { percentiles, timedRuns } from './lib/timing.ts';

const FRIENDS = 100_000;
const MESSAGES = 1_000_000;
const RUNS = 30;

/**
 * The inbox list at 100,000 friends (a conversation each) and 1,000,000 messages, in-process on
 * PGlite and PostgreSQL: the first page as the inbox opens, and searches by name and by words of
 * any message, Latin, Japanese, Chinese and Thai.
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
    const searched = (words: string) => () =>
      listInbox(database.db, account, { ...page, search: { words, addAllMessages: false } }, everything);
    const plan = await searchPlan(database, account.id);
    progress(`inbox.list.${label}: search plan uses ${plan}`);
    const figures = [
      ...figure(
        label,
        'first_page',
        first,
        reference,
        `${INBOX_PAGE_SIZE} of ${FRIENDS.toLocaleString('en')} conversations`,
      ),
    ];
    for (const query of SEARCHES) {
      const times = await timed(searched(query.words));
      progress(
        `inbox.list.${label}: search ${query.name} "${query.words}" p50 ${fmt(times.p50, 1)} ms, p99 ${fmt(times.p99, 1)} ms`,
      );
      figures.push(
        ...figure(
          label,
          `search_${query.name}`,
          times,
          reference,
          `"${query.words}": ${query.note}; ${plan}`,
        ),
      );
    }
    progress(
      `inbox.list.${label}: count(*) p50 ${fmt(reference.p50, 1)} ms, first page p50 ${fmt(first.p50, 1)} ms`,
    );
    return figures;
  } finally {
    await database.close();
  }
}

type Times = { p50: number; p99: number };

/** A timing's p50 and p99 lines, each as a ratio of the reference's. */
function figure(label: string, what: string, times: Times, reference: Times, note: string): Figure[] {
  return [
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
}

// What the seeded friends write: one message in RARE is about Bangkok, and so on (seed's CASE).
const RARE = 1000;
const SEARCHES = [
  { name: 'name', words: 'Friend 77777', note: 'a name: 1 of 100,000 friends' },
  { name: 'latin', words: 'Bangkok?', note: `a word in 1 of ${RARE} messages (punctuation ignored)` },
  { name: 'ja', words: '営業時間', note: `a Japanese word in 1 of ${RARE / 2} messages` },
  { name: 'zh', words: '外帶', note: `a Chinese word in 1 of ${RARE} messages` },
  { name: 'th', words: 'จองโต๊ะ', note: `a Thai word in 1 of ${RARE} messages` },
  { name: 'common', words: '予約', note: 'a Japanese word in 1 of 100 messages' },
];

/** Which indexes the search's conversation lookup reads (EXPLAIN), to show the search indexes answer it. */
async function searchPlan(database: Database, lineAccountId: string) {
  const found = conversationsFound(database.db, lineAccountId, { words: '営業時間', addAllMessages: false });
  const result = (await database.db.execute(sql`explain ${found}`)) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  const indexes = [...new Set(plan.match(/\w+_search_idx/g) ?? [])];
  if (!indexes.includes('line_messages_search_idx'))
    throw new Error(`the search reads no message index:\n${plan}`);
  return `indexes ${indexes.join(', ')}`;
}

/** p50 and p99 of RUNS calls after one warm-up, in ms. */
async function timed(call: () => Promise<unknown>) {
  return percentiles(await timedRuns(call, RUNS));
}

/**
 * One account whose friends each have a conversation and ten messages, as intake leaves them, in
 * English, Japanese, Chinese and Thai; the database tokenises them as it does every message.
 */
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
      'text', jsonb_build_object('type', 'text', 'text', case
        when i % ${RARE} = 7 then 'I will fly in from Bangkok tomorrow.'
        when i % ${RARE / 2} = 3 then '営業時間は何時までですか？'
        when i % ${RARE} = 11 then '可以外帶嗎？'
        when i % ${RARE} = 13 then 'สวัสดีครับ จองโต๊ะได้ไหม'
        when i % 100 = 1 then '明日の予約をお願いします。'
        else (array['Thank you, see you soon!', 'ありがとうございました。', '請問今天還有位子嗎？', 'ขอบคุณครับ',
          'What time do you close today?', 'メニューを見せてください', '好的，謝謝您', 'OK'])[i % 8 + 1] || ' #' || i
      end), now() - i * interval '1 second'
    from generate_series(1, ${MESSAGES}) as i, lateral (select i % ${FRIENDS} + 1 as f) as friend`);
  await db.execute(sql`analyze`);
  return account;
}
