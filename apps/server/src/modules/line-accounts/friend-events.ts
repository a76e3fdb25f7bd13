import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { LineEventFriend } from '../../core/line/line-events.ts';
import { fetchProfile } from './friend-profile.ts';
import { type LineAccountRow, lineUsers } from './line-accounts.schema.ts';

/** What a LINE event's subscribers are told of the friend. */
const friendOf = { id: lineUsers.id, displayName: lineUsers.displayName, contactId: lineUsers.contactId };

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
  const [known] = await deps.db
    .update(lineUsers)
    .set({ lastMessageAt: at })
    .where(and(eq(lineUsers.lineAccountId, account.id), eq(lineUsers.userId, userId)))
    .returning(friendOf);
  if (known) return known;
  const profile = await fetchProfile(deps, account, userId);
  const [friend] = await deps.db
    .insert(lineUsers)
    .values({ hubId: account.hubId, lineAccountId: account.id, userId, lastMessageAt: at, ...profile })
    .onConflictDoUpdate({ target: [lineUsers.lineAccountId, lineUsers.userId], set: { lastMessageAt: at } })
    .returning(friendOf);
  if (!friend) throw new Error('friend upsert returned nothing');
  return friend;
}
