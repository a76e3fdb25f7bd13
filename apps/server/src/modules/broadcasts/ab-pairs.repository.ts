import type { BroadcastStatus } from '@hubline/contract';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client.ts';
import { type BroadcastRow, broadcasts } from './broadcasts.schema.ts';

/**
 * The states version B takes from version A: a pair goes out together at A's time (start-broadcast.ts),
 * so B is scheduled when A is, saved for automation when A is, and a draft when A is. From sending
 * on, each version follows its own run.
 */
const FOLLOWED: BroadcastStatus[] = ['draft', 'scheduled', 'published'];

/** The pairs `rows` belong to (a pair's id is its version A's id). */
const pairIdsOf = (rows: Pick<BroadcastRow, 'abPairId'>[]) => [
  ...new Set(rows.flatMap((row) => (row.abPairId ? [row.abPairId] : []))),
];

/** Versions B of the A/B pairs whose ids are given (a pair's id is its version A's id). */
export async function findVersionsB(db: Db, hubId: string, pairIds: string[]) {
  if (pairIds.length === 0) return [];
  return db
    .select({ id: broadcasts.id, abPairId: broadcasts.abPairId })
    .from(broadcasts)
    .where(
      and(eq(broadcasts.hubId, hubId), eq(broadcasts.abVariant, 'B'), inArray(broadcasts.abPairId, pairIds)),
    );
}

/** The published automation versions of an A/B pair, A first: what an automation event splits between. */
export async function findPublishedPair(db: Db, hubId: string, pairId: string) {
  return db
    .select()
    .from(broadcasts)
    .where(
      and(
        eq(broadcasts.hubId, hubId),
        eq(broadcasts.abPairId, pairId),
        eq(broadcasts.type, 'automation'),
        eq(broadcasts.status, 'published'),
      ),
    )
    .orderBy(asc(broadcasts.abVariant));
}

/** The other versions of the A/B pairs among `rows`: a pair is sent together, so both must be ready. */
export async function findPartners(db: Db, hubId: string, rows: BroadcastRow[]) {
  const pairIds = pairIdsOf(rows);
  if (pairIds.length === 0) return [];
  const ids = new Set(rows.map((row) => row.id));
  const pairs = await db
    .select()
    .from(broadcasts)
    .where(and(eq(broadcasts.hubId, hubId), inArray(broadcasts.abPairId, pairIds)));
  return pairs.filter((row) => !ids.has(row.id));
}

/**
 * Versions B of the versions A among `rows` take A's status, type, date, recurrence and next run, in
 * one conditional update: only while both are draft, scheduled or published, so a pair on its way or
 * done is left to its runs.
 */
export async function followVersionA(db: Db, hubId: string, rows: Pick<BroadcastRow, 'id' | 'abVariant'>[]) {
  const versionsA = rows.filter((row) => row.abVariant === 'A').map((row) => row.id);
  if (versionsA.length === 0) return;
  const a = alias(broadcasts, 'version_a');
  await db
    .update(broadcasts)
    .set({
      status: sql`${a.status}`,
      type: sql`${a.type}`,
      recurrence: sql`${a.recurrence}`,
      broadcastDate: sql`${a.broadcastDate}`,
      nextRunAt: sql`${a.nextRunAt}`,
      updatedBy: sql`${a.updatedBy}`,
      updatedAt: new Date(),
    })
    .from(a)
    .where(
      and(
        eq(a.hubId, hubId),
        inArray(a.id, versionsA),
        inArray(a.status, FOLLOWED),
        eq(broadcasts.abPairId, a.id),
        eq(broadcasts.abVariant, 'B'),
        inArray(broadcasts.status, FOLLOWED),
      ),
    );
}

/**
 * The versions left of the pairs of deleted `rows` stand alone: a version A keeps its state (as
 * when the test is cancelled); a version B no longer goes with anything, so a scheduled one is a draft again.
 */
export async function releasePartners(db: Db, hubId: string, rows: Pick<BroadcastRow, 'id' | 'abPairId'>[]) {
  const pairIds = pairIdsOf(rows);
  if (pairIds.length === 0) return;
  await db
    .update(broadcasts)
    .set({
      status: sql`case when ${broadcasts.abVariant} = 'B' and ${broadcasts.status} = 'scheduled'
        then 'draft' else ${broadcasts.status} end`,
      abPairId: null,
      abVariant: null,
      abSplitPercent: null,
      abWinnerRule: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(broadcasts.hubId, hubId),
        inArray(broadcasts.abPairId, pairIds),
        notInArray(
          broadcasts.id,
          rows.map((row) => row.id),
        ),
      ),
    );
}
