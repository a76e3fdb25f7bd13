import { sql } from 'drizzle-orm';
import { mapBounded } from '../../core/async/map-bounded.ts';
import type { Deps } from '../../core/deps.ts';
import type { LineEventFriend } from '../../core/line/line-events.ts';
import { fetchProfile } from './friend-profile.ts';
import { type LineAccountRow, lineUsers } from './line-accounts.schema.ts';

/** What a LINE event's subscribers are told of the friend. */
const friendOf = { id: lineUsers.id, displayName: lineUsers.displayName, contactId: lineUsers.contactId };

/** Profiles read at once for a batch's new friends: well within LINE's 2,000 requests a second. */
const PROFILE_READS = 16;

type Profile = Awaited<ReturnType<typeof fetchProfile>>;

/**
 * A follow makes (or unblocks) a friend with their profile. Nothing when events came out of
 * order and a newer block was already taken: an older follow must not undo it.
 */
export async function friendFollowed(
  db: Deps['db'],
  account: LineAccountRow,
  userId: string,
  at: Date,
  profile: Profile,
): Promise<LineEventFriend | undefined> {
  const [friend] = await db
    .insert(lineUsers)
    .values({ hubId: account.hubId, lineAccountId: account.id, userId, followedAt: at, ...profile })
    .onConflictDoUpdate({
      target: [lineUsers.lineAccountId, lineUsers.userId],
      set: { followedAt: at, blockedAt: null, ...profile },
      setWhere: sql`coalesce(${lineUsers.blockedAt}, 'epoch') <= ${at}`,
    })
    .returning(friendOf);
  return friend;
}

/** An unfollow is a block: the friend stays, with `blockedAt` (unless a newer follow was taken). */
export async function friendBlocked(
  db: Deps['db'],
  account: LineAccountRow,
  userId: string,
  at: Date,
): Promise<LineEventFriend | undefined> {
  const [friend] = await db
    .insert(lineUsers)
    .values({ hubId: account.hubId, lineAccountId: account.id, userId, blockedAt: at })
    .onConflictDoUpdate({
      target: [lineUsers.lineAccountId, lineUsers.userId],
      set: { blockedAt: at },
      setWhere: sql`coalesce(${lineUsers.followedAt}, 'epoch') <= ${at}`,
    })
    .returning(friendOf);
  return friend;
}

/** Someone who writes without a follow event (LINE allows it) still becomes a known user of the account. */
export async function friendWrote(
  deps: Pick<Deps, 'db' | 'line' | 'secrets'>,
  account: LineAccountRow,
  userId: string,
  at: Date,
): Promise<LineEventFriend> {
  const friend = (await friendsWrote(deps, account, new Map([[userId, at]]))).get(userId);
  if (!friend) throw new Error('friend upsert returned nothing');
  return friend;
}

/**
 * Many friends wrote (a batch of messages; `writes` maps each LINE user id to their latest
 * message's time): the known ones take it in one statement; the new ones have their profiles
 * read side by side, once each, and are made in a second one.
 */
export async function friendsWrote(
  deps: Pick<Deps, 'db' | 'line' | 'secrets'>,
  account: LineAccountRow,
  writes: ReadonlyMap<string, Date>,
): Promise<Map<string, LineEventFriend>> {
  const friends = new Map<string, LineEventFriend>();
  if (writes.size === 0) return friends;
  const values = JSON.stringify([...writes].map(([userId, at]) => ({ user_id: userId, at })));
  const known = (await deps.db.execute(sql`
    update ${lineUsers} as u set last_message_at = v.at
    from jsonb_to_recordset(${values}::jsonb) as v(user_id text, at timestamptz)
    where u.line_account_id = ${account.id} and u.user_id = v.user_id
    returning u.id, u.user_id as "userId", u.display_name as "displayName", u.contact_id as "contactId"`)) as unknown as {
    rows: (LineEventFriend & { userId: string })[];
  };
  for (const { userId, ...friend } of known.rows) friends.set(userId, friend);
  const fresh = [...writes].filter(([userId]) => !friends.has(userId));
  if (fresh.length === 0) return friends;
  const profiles = await mapBounded(fresh, PROFILE_READS, ([userId]) => fetchProfile(deps, account, userId));
  const made = await deps.db
    .insert(lineUsers)
    .values(
      fresh.map(([userId, at], index) => ({
        hubId: account.hubId,
        lineAccountId: account.id,
        userId,
        lastMessageAt: at,
        ...profiles[index],
      })),
    )
    .onConflictDoUpdate({
      target: [lineUsers.lineAccountId, lineUsers.userId],
      set: { lastMessageAt: sql`excluded.last_message_at` },
    })
    .returning({ userId: lineUsers.userId, ...friendOf });
  for (const { userId, ...friend } of made) friends.set(userId, friend);
  return friends;
}
