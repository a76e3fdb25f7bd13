import { isLanguage, type Plan, type Profile, type TimeZoneId } from '@hubline/contract';
import { sql } from 'drizzle-orm';
import type { Access } from '../../core/auth/guard.ts';
import type { Db } from '../../core/db/client.ts';
import type { SessionUser } from '../auth/index.ts';
import type { HubRow } from '../hubs/index.ts';
import { userHubSummaries } from '../hubs/index.ts';
import { unreadCountColumns } from '../news/index.ts';

export function hubSummary(hub: HubRow) {
  return { hubId: hub.id, name: hub.name, subscription: hub.subscription as Plan };
}

/**
 * The session fields of core.md §3 for this user in the hub the request acts in: what the
 * request's session look-up did not bring (the user's hubs, the badge counts) in one statement.
 */
export async function buildProfile(
  db: Db,
  user: SessionUser,
  access: Access,
  outboxActive: boolean,
): Promise<Profile> {
  const { hub, member } = access;
  const lang = isLanguage(user.lang) ? user.lang : 'en';
  const [row] = await db
    .select({ accounts: userHubSummaries(user.id), ...unreadCountColumns(db, user.id, lang) })
    .from(sql`(select 1) as one`);
  const { accounts, ...unread } = row ?? { accounts: [], news: 0, notifications: 0 };
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
    accounts: accounts.map((hub) => ({ ...hub, subscription: hub.subscription as Plan })),
    mailOutbox: outboxActive,
  };
}
