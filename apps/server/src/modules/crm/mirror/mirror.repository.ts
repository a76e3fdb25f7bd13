import type { Pipeline, PipelineObject } from '@hubline/contract';
import { and, asc, count, countDistinct, eq, inArray, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../core/db/client.ts';
import type { Owner } from '../crm.port.ts';
import {
  crmMirrorContacts,
  crmMirrorLists,
  crmMirrorMemberships,
  crmMirrorOwners,
  crmMirrorPipelines,
} from './mirror.schema.ts';

const CHUNK = 1000;

export async function isListMirrored(db: Db, hubId: string, listId: string) {
  const [row] = await db
    .select({ listId: crmMirrorLists.listId })
    .from(crmMirrorLists)
    .where(and(eq(crmMirrorLists.hubId, hubId), eq(crmMirrorLists.listId, listId)));
  return Boolean(row);
}

/** Replaces a list's mirrored members in one transaction, a thousand rows per statement. */
export async function replaceMemberships(db: Db, hubId: string, listId: string, contactIds: string[]) {
  await db.transaction(async (tx) => {
    await tx
      .delete(crmMirrorMemberships)
      .where(and(eq(crmMirrorMemberships.hubId, hubId), eq(crmMirrorMemberships.listId, listId)));
    for (let start = 0; start < contactIds.length; start += CHUNK) {
      await tx
        .insert(crmMirrorMemberships)
        .values(contactIds.slice(start, start + CHUNK).map((contactId) => ({ hubId, listId, contactId })))
        .onConflictDoNothing();
    }
    await tx
      .insert(crmMirrorLists)
      .values({ hubId, listId })
      .onConflictDoUpdate({
        target: [crmMirrorLists.hubId, crmMirrorLists.listId],
        set: { syncedAt: new Date() },
      });
  });
}

/** Write-through of Hubline's own membership changes to a mirrored list. */
export async function changeMemberships(
  db: Db,
  hubId: string,
  listId: string,
  added: string[],
  removed: string[],
) {
  if (!(await isListMirrored(db, hubId, listId))) return;
  if (added.length)
    await db
      .insert(crmMirrorMemberships)
      .values(added.map((contactId) => ({ hubId, listId, contactId })))
      .onConflictDoNothing();
  if (removed.length)
    await db
      .delete(crmMirrorMemberships)
      .where(
        and(
          eq(crmMirrorMemberships.hubId, hubId),
          eq(crmMirrorMemberships.listId, listId),
          inArray(crmMirrorMemberships.contactId, removed),
        ),
      );
}

/** Forgets the mirrored members of lists that are gone. */
export async function dropLists(db: Db, hubId: string, listIds: string[]) {
  if (listIds.length === 0) return;
  await db
    .delete(crmMirrorMemberships)
    .where(and(eq(crmMirrorMemberships.hubId, hubId), inArray(crmMirrorMemberships.listId, listIds)));
  await db
    .delete(crmMirrorLists)
    .where(and(eq(crmMirrorLists.hubId, hubId), inArray(crmMirrorLists.listId, listIds)));
}

export async function mirroredListIds(db: Db, hubId: string) {
  const rows = await db
    .select({ listId: crmMirrorLists.listId })
    .from(crmMirrorLists)
    .where(eq(crmMirrorLists.hubId, hubId));
  return rows.map((row) => row.listId);
}

/** One page of a mirrored list's member ids, and how many there are. */
export async function memberPage(db: Db, hubId: string, listId: string, page: number, limit: number) {
  const where = and(eq(crmMirrorMemberships.hubId, hubId), eq(crmMirrorMemberships.listId, listId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ contactId: crmMirrorMemberships.contactId })
      .from(crmMirrorMemberships)
      .where(where)
      .orderBy(asc(crmMirrorMemberships.contactId))
      .limit(limit)
      .offset(page * limit),
    db.select({ n: count() }).from(crmMirrorMemberships).where(where),
  ]);
  return { ids: rows.map((row) => row.contactId), total: total?.n ?? 0 };
}

/** Members of any `include` list and of no `exclude` list, counted in one set-based query. */
export async function mirroredAudienceSize(db: Db, hubId: string, include: string[], exclude: string[]) {
  if (include.length === 0) return 0;
  const m = crmMirrorMemberships;
  const x = alias(crmMirrorMemberships, 'x');
  const excluded = exclude.length
    ? notExists(
        db
          .select({ one: sql`1` })
          .from(x)
          .where(and(eq(x.hubId, hubId), eq(x.contactId, m.contactId), inArray(x.listId, exclude))),
      )
    : undefined;
  const [row] = await db
    .select({ n: countDistinct(m.contactId) })
    .from(m)
    .where(and(eq(m.hubId, hubId), inArray(m.listId, include), excluded));
  return row?.n ?? 0;
}

export async function replaceOwners(db: Db, hubId: string, owners: Owner[]) {
  await db.transaction(async (tx) => {
    await tx.delete(crmMirrorOwners).where(eq(crmMirrorOwners.hubId, hubId));
    if (owners.length) await tx.insert(crmMirrorOwners).values(owners.map((owner) => ({ hubId, ...owner })));
  });
}

export async function mirroredOwners(db: Db, hubId: string): Promise<Owner[]> {
  const rows = await db
    .select()
    .from(crmMirrorOwners)
    .where(eq(crmMirrorOwners.hubId, hubId))
    .orderBy(asc(crmMirrorOwners.firstName), asc(crmMirrorOwners.lastName));
  return rows.map(({ hubId: _, ...owner }) => owner);
}

export async function savePipelines(
  db: Db,
  hubId: string,
  objectType: PipelineObject,
  pipelines: Pipeline[],
) {
  await db
    .insert(crmMirrorPipelines)
    .values({ hubId, objectType, pipelines })
    .onConflictDoUpdate({
      target: [crmMirrorPipelines.hubId, crmMirrorPipelines.objectType],
      set: { pipelines },
    });
}

export async function mirroredPipelines(db: Db, hubId: string, objectType: PipelineObject) {
  const [row] = await db
    .select({ pipelines: crmMirrorPipelines.pipelines })
    .from(crmMirrorPipelines)
    .where(and(eq(crmMirrorPipelines.hubId, hubId), eq(crmMirrorPipelines.objectType, objectType)));
  return row?.pipelines;
}

export async function saveContacts(
  db: Db,
  hubId: string,
  contacts: { id: string; properties: Record<string, string> }[],
) {
  for (let start = 0; start < contacts.length; start += CHUNK) {
    await db
      .insert(crmMirrorContacts)
      .values(
        contacts
          .slice(start, start + CHUNK)
          .map((contact) => ({ hubId, contactId: contact.id, properties: contact.properties })),
      )
      .onConflictDoUpdate({
        target: [crmMirrorContacts.hubId, crmMirrorContacts.contactId],
        set: { properties: sql`excluded.properties`, syncedAt: new Date() },
      });
  }
}

/** Everything mirrored for a hub, when it goes back to the built-in CRM. */
export async function clearMirror(db: Db, hubId: string) {
  for (const table of [
    crmMirrorMemberships,
    crmMirrorLists,
    crmMirrorOwners,
    crmMirrorPipelines,
    crmMirrorContacts,
  ])
    await db.delete(table).where(eq(table.hubId, hubId));
}
