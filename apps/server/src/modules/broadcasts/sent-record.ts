import type { BroadcastStatus } from '@hubline/contract';
import { AppError } from '../../core/http/errors.ts';
import type { BroadcastRow } from './broadcasts.schema.ts';

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
