import { isLanguage, type Language, type Plan, type Profile, type TimeZoneId } from '@hubline/contract';
import { and, count, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Access } from '../../core/auth/guard.ts';
import type { Db } from '../../core/db/client.ts';
import type { SessionUser } from '../auth/sessions.repository.ts';
import { listUserHubs } from '../hubs/hubs.repository.ts';
import type { HubRow } from '../hubs/hubs.schema.ts';
import { news, newsReads, notifications } from '../news/news.schema.ts';

export function hubSummary(hub: HubRow) {
  return { hubId: hub.id, name: hub.name, subscription: hub.subscription as Plan };
}

/** Both badge counts in one statement: unread product news in the user's language, unread notifications. */
async function unreadCounts(db: Db, userId: string, lang: Language) {
  const readByUser = db
    .select()
    .from(newsReads)
    .where(and(eq(newsReads.newsId, news.id), eq(newsReads.userId, userId)));
  const [row] = await db
    .select({
      news: sql<number>`(${db
        .select({ n: count() })
        .from(news)
        .where(and(eq(news.lang, lang), notExists(readByUser)))})`.mapWith(Number),
      notifications: sql<number>`(${db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row ?? { news: 0, notifications: 0 };
}

/** The session fields of core.md §3 for this user in the hub the request acts in. */
export async function buildProfile(
  db: Db,
  user: SessionUser,
  access: Access,
  outboxActive: boolean,
): Promise<Profile> {
  const { hub, member } = access;
  const lang = isLanguage(user.lang) ? user.lang : 'en';
  const [accounts, unread] = await Promise.all([listUserHubs(db, user.id), unreadCounts(db, user.id, lang)]);
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    avatar: user.avatar,
    lang,
    hubId: hub.id,
    hubName: hub.name,
    subscription: hub.subscription as Plan,
    trialExpiredAt: hub.trialExpiresAt?.toISOString() ?? null,
    timezone: hub.timezone as TimeZoneId,
    // The API key is the hub's master credential: only those who may manage the account see it.
    apiKey: member.superAdmin || member.permissions.permissionAccount ? hub.apiKey : null,
    notification: user.notification,
    news: unread.news,
    notificationsUnread: unread.notifications,
    useTwoFactorAuth: user.useTwoFactorAuth,
    useIPRestriction: hub.useIpRestriction,
    allowedIPAddresses: hub.allowedIpAddresses,
    superAdmin: member.superAdmin,
    adminConsole: member.adminConsole,
    mobileApp: member.mobileApp,
    seatsQuota: hub.seatsQuota,
    permissions: member.permissions,
    accounts: accounts.map(hubSummary),
    mailOutbox: outboxActive,
  };
}
