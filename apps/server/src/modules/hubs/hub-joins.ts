import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { hubs, memberships } from './hubs.schema.ts';

// For reads that must stay one statement (every request's session, a broadcast's quota), other
// modules join these instead of the tables: Postgres flattens a plain subquery in FROM into the
// join it stands for, so the plan is the one the table join had.
const qb = new QueryBuilder();

/** Each hub's time zone, by hub id. */
export const hubTimezones = qb
  .select({ id: hubs.id, timezone: hubs.timezone })
  .from(hubs)
  .as('hub_timezones');

/** Every hub, all its columns. */
export const hubRecords = qb.select(getTableColumns(hubs)).from(hubs).as('hub_records');

/** What a membership grants, by user and hub. */
export const memberGrants = qb
  .select({
    userId: memberships.userId,
    hubId: memberships.hubId,
    superAdmin: memberships.superAdmin,
    permissions: memberships.permissions,
    adminConsole: memberships.adminConsole,
    mobileApp: memberships.mobileApp,
    hasSeat: memberships.hasSeat,
    active: memberships.active,
  })
  .from(memberships)
  .as('member_grants');
