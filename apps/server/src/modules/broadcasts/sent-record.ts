import type { BroadcastStatus } from '@hubline/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { AppError } from '../../core/http/errors.ts';
import { type BroadcastRow, broadcasts } from './broadcasts.schema.ts';

/** Statuses of a broadcast that has started sending: what went out is a record. */
const RECORD_STATUSES: readonly BroadcastStatus[] = ['sending', 'sent', 'failure'];

/**
 * Pure: whether a broadcast is the record of a send; an archived one by the status it was
 * archived from. A recurring broadcast waiting for its next occurrence is scheduled again, so it
 * can still be edited and rescheduled (messaging.md §4 "edit and reschedule").
 */
export function isSentRecord(row: Pick<BroadcastRow, 'status' | 'statusBeforeArchive'>): boolean {
  const status = row.status === 'archived' ? row.statusBeforeArchive : row.status;
  return status != null && RECORD_STATUSES.includes(status);
}

/** isSentRecord in SQL, for statements over many broadcasts. */
const sentRecordSql = or(
  inArray(broadcasts.status, [...RECORD_STATUSES]),
  and(eq(broadcasts.status, 'archived'), inArray(broadcasts.statusBeforeArchive, [...RECORD_STATUSES])),
);

/**
 * The broadcast date as the console shows it (contract's shownBroadcastDate), in SQL: when a
 * record started sending, else its planned date. The search condition's range and auto-archive
 * read it, so a "Send now" broadcast is dated by when it went, not by an unused draft date.
 */
export const shownBroadcastDateSql = sql`case when ${sentRecordSql} then ${broadcasts.sendingStartedAt} else ${broadcasts.broadcastDate} end`;

/** What a record still lets change: where it is filed. Everything else went out as it is. */
const FILING_FIELDS: ReadonlySet<string> = new Set(['folderId']);

/**
 * Refuses a change to a sent broadcast's content, name, audience or schedule (a 409 naming it,
 * telling to duplicate it instead); moving it to another folder is filing, not a change.
 */
export function checkRecordUnchanged(row: BroadcastRow, changes: Record<string, unknown>) {
  if (!isSentRecord(row)) return;
  const changed = Object.entries(changes).some(
    ([field, value]) => value !== undefined && !FILING_FIELDS.has(field),
  );
  if (changed) throw new AppError('broadcast.error.sentIsRecord', { name: row.name });
}
