import type { BroadcastStatus } from '@hubline/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { isUuid } from '../../core/db/ids.ts';
import { broadcastItems } from './broadcast-library.ts';
import { type BroadcastRow, broadcasts, broadcastsConfig } from './broadcasts.schema.ts';
import { shownBroadcastDateSql } from './sent-record.ts';

export type BroadcastValues = Omit<typeof broadcasts.$inferInsert, 'id' | 'hubId' | 'createdAt'>;

const ours = (hubId: string, id: string) => and(eq(broadcasts.hubId, hubId), eq(broadcasts.id, id));
const oursMany = broadcastItems.among;

export async function findBroadcast(db: Db, hubId: string, id: string): Promise<BroadcastRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(broadcasts).where(ours(hubId, id));
  return row;
}

export async function findBroadcasts(db: Db, hubId: string, ids: string[]): Promise<BroadcastRow[]> {
  return db.select().from(broadcasts).where(oursMany(hubId, ids));
}

export async function insertBroadcast(db: Db, hubId: string, values: BroadcastValues): Promise<BroadcastRow> {
  const [row] = await db
    .insert(broadcasts)
    .values({ ...values, hubId })
    .returning();
  if (!row) throw new Error('broadcast insert returned nothing');
  return row;
}

/** Changes a broadcast, only while it is in one of `from` (when given): the conditional update of ARCHITECTURE.md rule 6. */
export async function updateBroadcast(
  db: Db,
  hubId: string,
  id: string,
  values: Partial<BroadcastValues>,
  from?: readonly BroadcastStatus[],
): Promise<BroadcastRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(broadcasts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ours(hubId, id), from ? inArray(broadcasts.status, [...from]) : undefined))
    .returning();
  return row;
}

/** The same change on many, each only while in one of `from`; answers the rows changed. */
export async function updateBroadcasts(
  db: Db,
  hubId: string,
  ids: string[],
  values: Partial<BroadcastValues>,
  from?: readonly BroadcastStatus[],
): Promise<BroadcastRow[]> {
  return broadcastItems.updateMany(
    db,
    hubId,
    ids,
    { ...values, updatedAt: new Date() },
    from ? inArray(broadcasts.status, [...from]) : undefined,
  );
}

/**
 * Deletes the rows of `ids` not in `except` at the moment of the delete (the conditional delete
 * of ARCHITECTURE.md rule 6); answers the ids that went.
 */
export async function deleteBroadcasts(
  db: Db,
  hubId: string,
  ids: string[],
  except: readonly BroadcastStatus[] = [],
): Promise<string[]> {
  return broadcastItems.deleteMany(
    db,
    hubId,
    ids,
    except.length > 0 ? notInArray(broadcasts.status, [...except]) : undefined,
  );
}

/** The rows an archive or restore changed, and which A/B version each is. */
export type Changed = Pick<BroadcastRow, 'id' | 'abVariant'>[];

/** Archives a row, remembering its status so that restore can put it back. */
export async function archiveBroadcasts(db: Db, hubId: string, ids: string[]): Promise<Changed> {
  return db
    .update(broadcasts)
    .set({
      statusBeforeArchive: sql`${broadcasts.status}`,
      status: 'archived',
      archivedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(oursMany(hubId, ids), sql`${broadcasts.status} not in ('archived', 'sending')`))
    .returning({ id: broadcasts.id, abVariant: broadcasts.abVariant });
}

export async function restoreBroadcasts(db: Db, hubId: string, ids: string[]): Promise<Changed> {
  return db
    .update(broadcasts)
    .set({
      status: sql`coalesce(${broadcasts.statusBeforeArchive}, 'draft')`,
      statusBeforeArchive: null,
      archivedAt: null,
      updatedAt: new Date(),
    })
    .where(and(oursMany(hubId, ids), eq(broadcasts.status, 'archived')))
    .returning({ id: broadcasts.id, abVariant: broadcasts.abVariant });
}

export interface BroadcastFilter {
  folderId?: string | null;
  type?: string;
  accountId?: string;
  search?: string;
  from?: Date;
  to?: Date;
}

/** Everything but the status: the counts by status use the same condition as the page. */
function filterCondition(hubId: string, filter: BroadcastFilter): SQL | undefined {
  const escaped = filter.search?.replace(/[\\%_]/g, (char) => `\\${char}`);
  return and(
    eq(broadcasts.hubId, hubId),
    filter.folderId === undefined
      ? undefined
      : filter.folderId === null
        ? sql`${broadcasts.folderId} is null`
        : eq(broadcasts.folderId, filter.folderId),
    filter.type ? eq(broadcasts.type, filter.type as BroadcastRow['type']) : undefined,
    filter.accountId ? eq(broadcasts.lineAccountId, filter.accountId) : undefined,
    escaped ? ilike(broadcasts.name, `%${escaped}%`) : undefined,
    // The search condition's range (messaging.md §3) reads the date the list shows.
    filter.from ? gte(shownBroadcastDateSql, filter.from) : undefined,
    filter.to ? lte(shownBroadcastDateSql, filter.to) : undefined,
  );
}

export async function countByStatus(db: Db, hubId: string, filter: BroadcastFilter) {
  const rows = await db
    .select({ status: broadcasts.status, count: count() })
    .from(broadcasts)
    .where(filterCondition(hubId, filter))
    .groupBy(broadcasts.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}

export async function listBroadcasts(
  db: Db,
  hubId: string,
  filter: BroadcastFilter,
  statuses: readonly BroadcastStatus[],
  page: { offset: number; limit: number },
): Promise<BroadcastRow[]> {
  return db
    .select()
    .from(broadcasts)
    .where(and(filterCondition(hubId, filter), inArray(broadcasts.status, [...statuses])))
    .orderBy(desc(broadcasts.updatedAt), desc(broadcasts.id))
    .offset(page.offset)
    .limit(page.limit);
}

export const DEFAULT_CONFIG = { autoArchive: false, autoArchiveDays: 90 };

export async function readConfig(db: Db, hubId: string) {
  const [row] = await db.select().from(broadcastsConfig).where(eq(broadcastsConfig.hubId, hubId));
  return row ? { autoArchive: row.autoArchive, autoArchiveDays: row.autoArchiveDays } : DEFAULT_CONFIG;
}

export async function writeConfig(db: Db, hubId: string, config: typeof DEFAULT_CONFIG) {
  await db
    .insert(broadcastsConfig)
    .values({ hubId, ...config })
    .onConflictDoUpdate({ target: broadcastsConfig.hubId, set: { ...config, updatedAt: new Date() } });
}

/** Hubs that archive old sent broadcasts, with their day counts. */
export async function autoArchivingHubs(db: Db) {
  return db
    .select({ hubId: broadcastsConfig.hubId, days: broadcastsConfig.autoArchiveDays })
    .from(broadcastsConfig)
    .where(eq(broadcastsConfig.autoArchive, true));
}

/**
 * Archives the hub's sent regular broadcasts last changed before `before`, but no version B: a
 * pair is archived with its version A (broadcast-archive.service.ts). Answers what it archived.
 */
export async function archiveSentBefore(db: Db, hubId: string, before: Date): Promise<Changed> {
  return db
    .update(broadcasts)
    .set({ statusBeforeArchive: 'sent', status: 'archived', archivedAt: new Date() })
    .where(
      and(
        eq(broadcasts.hubId, hubId),
        eq(broadcasts.status, 'sent'),
        eq(broadcasts.type, 'broadcast'),
        sql`${broadcasts.abVariant} is distinct from 'B'`,
        sql`coalesce(${shownBroadcastDateSql}, ${broadcasts.updatedAt}) <= ${before}`,
      ),
    )
    .returning({ id: broadcasts.id, abVariant: broadcasts.abVariant });
}

/**
 * The hub's published automation broadcasts: what the execute API and workflows can send; with
 * `workflowId`, only those bound to that workflow (what an enrolment in it sends).
 */
export async function findPublishedAutomations(db: Db, hubId: string, workflowId?: string) {
  return db
    .select()
    .from(broadcasts)
    .where(
      and(
        eq(broadcasts.hubId, hubId),
        workflowId === undefined ? undefined : eq(broadcasts.workflowId, workflowId),
        eq(broadcasts.type, 'automation'),
        eq(broadcasts.status, 'published'),
      ),
    )
    .orderBy(asc(broadcasts.name));
}
