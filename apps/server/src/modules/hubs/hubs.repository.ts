import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { setsAnything } from '../../core/db/patch.ts';
import { type HubRow, hubs, memberships } from './hubs.schema.ts';

export async function findHubByApiKey(db: Db, apiKey: string) {
  const [hub] = await db.select().from(hubs).where(eq(hubs.apiKey, apiKey)).limit(1);
  return hub;
}

export async function getHub(db: Db, hubId: string) {
  const [hub] = await db.select().from(hubs).where(eq(hubs.id, hubId)).limit(1);
  return hub;
}

/** The hubs a user may work in, oldest membership first (the first is where sign-in lands). */
export async function listUserHubs(db: Db, userId: string) {
  return db
    .select({ hub: hubs })
    .from(memberships)
    .innerJoin(hubs, eq(hubs.id, memberships.hubId))
    .where(and(eq(memberships.userId, userId), eq(memberships.active, true), eq(hubs.active, true)))
    .orderBy(asc(memberships.createdAt), asc(hubs.name))
    .then((rows) => rows.map((row) => row.hub));
}

/** A hub in the switcher of a user's profile. */
export interface HubSummary {
  hubId: string;
  name: string;
  subscription: string;
}

/**
 * The hubs of `listUserHubs`, in its order, as a column to select alongside others: the profile
 * asks for them in the same statement as its counts (one round trip on PGlite's one connection).
 */
export function userHubSummaries(userId: string): SQL<HubSummary[]> {
  // Aliased: inside a select list drizzle writes a column without its table.
  return sql<HubSummary[]>`(
    select coalesce(
      json_agg(json_build_object('hubId', h.id, 'name', h.name, 'subscription', h.subscription) order by m.created_at, h.name),
      '[]'
    )
    from ${memberships} m inner join ${hubs} h on h.id = m.hub_id
    where m.user_id = ${userId} and m.active and h.active
  )`;
}

export async function updateHub(db: Db, hubId: string, patch: Partial<Omit<HubRow, 'id' | 'createdAt'>>) {
  if (setsAnything(patch)) await db.update(hubs).set(patch).where(eq(hubs.id, hubId));
}

/** True once any hub exists: the demo seeds a database with none. */
export async function anyHubExists(db: Db) {
  const [existing] = await db.select({ n: count() }).from(hubs);
  return (existing?.n ?? 0) > 0;
}
