import { sql } from 'drizzle-orm';
import { lineStatus } from '../../../core/line/line-failure.ts';
import { conversationChanged, openedInInbox } from '../../inbox/inbox-intake.ts';
import { type LineAccountRow, lineUsers } from '../../line-accounts/line-accounts.schema.ts';
import type { WebhookEventRow } from '../webhooks.schema.ts';
import { type HandlerDeps, sourceOf } from './handle-line-event.ts';
import { linkContact } from './link-contact.ts';

/** A follow makes (or unblocks) a friend and reads their LINE profile. */
export async function onFollow(deps: HandlerDeps, account: LineAccountRow, event: WebhookEventRow) {
  const { userId } = sourceOf(event);
  if (!userId) return;
  const profile = await fetchProfile(deps, account, userId);
  const [friend] = await deps.db
    .insert(lineUsers)
    .values({
      hubId: account.hubId,
      lineAccountId: account.id,
      userId,
      followedAt: event.occurredAt,
      ...profile,
    })
    .onConflictDoUpdate({
      target: [lineUsers.lineAccountId, lineUsers.userId],
      set: { followedAt: event.occurredAt, blockedAt: null, ...profile },
      // Events may arrive out of order: an older follow must not undo a newer block.
      setWhere: sql`coalesce(${lineUsers.blockedAt}, 'epoch') <= ${event.occurredAt}`,
    })
    .returning({ id: lineUsers.id });
  if (friend)
    await openedInInbox(
      deps,
      account,
      { chatType: 'user', chatId: userId, lineUserId: friend.id },
      event.occurredAt,
    );
  await linkContact(deps, account, userId, profile.displayName);
}

/** An unfollow is a block: the friend stays, with `blockedAt`. */
export async function onUnfollow(deps: HandlerDeps, account: LineAccountRow, event: WebhookEventRow) {
  const { userId } = sourceOf(event);
  if (!userId) return;
  const [friend] = await deps.db
    .insert(lineUsers)
    .values({ hubId: account.hubId, lineAccountId: account.id, userId, blockedAt: event.occurredAt })
    .onConflictDoUpdate({
      target: [lineUsers.lineAccountId, lineUsers.userId],
      set: { blockedAt: event.occurredAt },
      setWhere: sql`coalesce(${lineUsers.followedAt}, 'epoch') <= ${event.occurredAt}`,
    })
    .returning({ id: lineUsers.id });
  // The list shows the friend as blocked.
  if (friend) await conversationChanged(deps, account, friend.id);
}

/** The profile, or nothing when LINE has none for this user (404: not a friend, no consent). */
export async function fetchProfile(
  deps: Pick<HandlerDeps, 'line' | 'secrets'>,
  account: LineAccountRow,
  userId: string,
) {
  const api = deps.line.messaging({
    platform: account.platform,
    accessToken: deps.secrets.open(account.accessToken),
  });
  try {
    const profile = await api.getProfile(userId);
    return {
      displayName: profile.displayName,
      pictureUrl: profile.pictureUrl ?? null,
      language: profile.language ?? null,
      statusMessage: profile.statusMessage ?? null,
    };
  } catch (error) {
    if (lineStatus(error) === 404) return {};
    throw error;
  }
}
