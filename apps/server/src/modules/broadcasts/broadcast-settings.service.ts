import {
  BROADCAST_STATUSES,
  type BroadcastStatus,
  type BroadcastTab,
  type broadcastInputSchema,
  type broadcastListQuerySchema,
  type broadcastPatchSchema,
} from '@hubline/contract';
import type { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { checkTarget } from '../../core/folders/folder-target.ts';
import { AppError, orNotFound } from '../../core/http/errors.ts';
import { followVersionA } from './ab-pairs.repository.ts';
import {
  checkAudience,
  checkLeadTime,
  checkNarrowcastLists,
  checkStillChangeable,
} from './broadcast-input.ts';
import { broadcastFolderStore } from './broadcast-library.ts';
import { checkSender } from './broadcast-sender.ts';
import {
  type BroadcastValues,
  countByStatus,
  findBroadcast,
  insertBroadcast,
  listBroadcasts,
  readConfig,
  updateBroadcast,
} from './broadcasts.repository.ts';
import type { BroadcastRow } from './broadcasts.schema.ts';
import { checkLineAudiences } from './line-audiences.ts';
import { checkMessagesWithLine } from './line-validation.ts';
import { nextRunAt } from './recurrence.ts';
import { checkRecordUnchanged } from './sent-record.ts';

type Input = z.output<typeof broadcastInputSchema>;
type Patch = z.output<typeof broadcastPatchSchema>;
type ListQuery = z.output<typeof broadcastListQuerySchema>;
/** Who saves, in which hub and zone, and when. */
export interface Actor {
  hubId: string;
  timeZone: string;
  userId: string | null;
  now: Date;
}
type SettingsDeps = Pick<Deps, 'db' | 'crm' | 'secrets' | 'config' | 'line'>;

const DAY_MS = 86_400_000;

/** A recurring broadcast's next run in the hub's zone: its date while ahead, then the next occurrence. */
export function nextRunOf(
  row: Pick<BroadcastRow, 'broadcastDate' | 'recurrence' | 'type'>,
  timeZone: string,
  now: Date,
): Date | null {
  if (row.type !== 'recurring' || !row.recurrence || !row.broadcastDate) return null;
  return row.broadcastDate > now
    ? row.broadcastDate
    : nextRunAt(row.broadcastDate, row.recurrence.frequency, timeZone, now);
}

function valuesOf(input: Partial<Input>): Partial<BroadcastValues> {
  const { accountId, broadcastDate, ...rest } = input;
  return {
    ...rest,
    ...(accountId === undefined ? {} : { lineAccountId: accountId }),
    ...(broadcastDate === undefined ? {} : { broadcastDate: broadcastDate ? new Date(broadcastDate) : null }),
  };
}

export async function createBroadcast(deps: SettingsDeps, actor: Actor, input: Input) {
  await checkAudience(deps, actor.hubId, input);
  await checkLineAudiences(deps, actor.hubId, input.accountId, input.lineAudiences);
  await checkMessagesWithLine(deps, actor.hubId, input.accountId, input.messages);
  await checkTarget(broadcastFolderStore, deps.db, actor.hubId, input.folderId);
  await checkSender(deps.db, actor.hubId, input.sender);
  const values = valuesOf(input) as BroadcastValues;
  return insertBroadcast(deps.db, actor.hubId, {
    ...values,
    status: 'draft',
    nextRunAt: nextRunOf(values as BroadcastRow, actor.timeZone, actor.now),
    updatedBy: actor.userId,
  });
}

/**
 * Edits a broadcast that has not started sending (a sent one may only move folder); a scheduled
 * one keeps the lead time on both its dates.
 */
export async function editBroadcast(
  deps: SettingsDeps,
  actor: Actor,
  patch: Omit<Patch, 'abTest'>,
  /** What else the request changes (its A/B split), so a sent broadcast refuses all of it at once. */
  alsoChanging: Pick<Patch, 'abTest'> = {},
) {
  const { id, ...input } = patch;
  const row = orNotFound(await findBroadcast(deps.db, actor.hubId, id));
  checkRecordUnchanged(row, { ...input, ...alsoChanging });
  if (row.status === 'scheduled') {
    checkStillChangeable(row.broadcastDate, actor.now);
    if (input.broadcastDate) checkLeadTime(new Date(input.broadcastDate), actor.now);
  }
  await checkAudience(deps, actor.hubId, {
    ...input,
    messages: input.messages ?? row.messages,
    lineAudiences: input.lineAudiences ?? row.lineAudiences,
    narrowcast: input.narrowcast ?? row.narrowcast,
  });
  checkNarrowcastLists({
    narrowcast: input.narrowcast ?? row.narrowcast,
    targetLists: input.targetLists ?? row.targetLists,
    excludeLists: input.excludeLists ?? row.excludeLists,
  });
  // Only a change of audiences or account asks LINE again: a rename must not depend on LINE.
  if (input.lineAudiences !== undefined || input.accountId !== undefined)
    await checkLineAudiences(
      deps,
      actor.hubId,
      input.accountId ?? row.lineAccountId,
      input.lineAudiences ?? row.lineAudiences,
    );
  if (input.messages !== undefined)
    await checkMessagesWithLine(deps, actor.hubId, input.accountId ?? row.lineAccountId, input.messages);
  await checkTarget(broadcastFolderStore, deps.db, actor.hubId, input.folderId);
  await checkSender(deps.db, actor.hubId, input.sender);
  const values = valuesOf(input);
  await checkVersionBFollows(deps, actor.hubId, row, values);
  const merged = { ...row, ...values };
  return deps.db.transaction(async (tx) => {
    const updated = await updateBroadcast(
      tx,
      actor.hubId,
      id,
      { ...values, nextRunAt: nextRunOf(merged, actor.timeZone, actor.now), updatedBy: actor.userId },
      [row.status],
    );
    // Another request moved it on in between (a send started): nothing changed.
    if (!updated) throw new AppError('broadcast.error.wrongStatus', { name: row.name });
    // Version A's new date, type and recurrence are version B's too: the pair goes out together.
    await followVersionA(tx, actor.hubId, [updated]);
    return updated;
  });
}

/**
 * Version B goes out as version A does, at A's time: its date, type and recurrence can be saved
 * as A's, never as others.
 */
async function checkVersionBFollows(
  deps: SettingsDeps,
  hubId: string,
  row: BroadcastRow,
  values: Partial<BroadcastValues>,
) {
  if (row.abVariant !== 'B' || !row.abPairId) return;
  const { broadcastDate, type, recurrence } = values;
  if (broadcastDate === undefined && type === undefined && recurrence === undefined) return;
  const versionA = orNotFound(await findBroadcast(deps.db, hubId, row.abPairId));
  const differs =
    (broadcastDate !== undefined && broadcastDate?.getTime() !== versionA.broadcastDate?.getTime()) ||
    (type !== undefined && type !== versionA.type) ||
    (recurrence !== undefined && recurrence?.frequency !== versionA.recurrence?.frequency);
  if (differs) throw new AppError('broadcast.error.followsVersionA', { name: row.name });
}

/** Which statuses a list tab shows: a broadcast on its way still sits with the scheduled ones. */
const TAB_STATUSES: Record<BroadcastTab, readonly BroadcastStatus[]> = {
  draft: ['draft'],
  scheduled: ['scheduled', 'sending'],
  sent: ['sent'],
  published: ['published'],
  failure: ['failure'],
  archived: ['archived'],
};

/** The search condition's range of broadcast dates: the last `rolling` days up to now, or custom. */
function dateRangeOf(query: ListQuery, now: Date): { from?: Date; to?: Date } {
  if (query.dateRange === 'rolling')
    return { from: new Date(now.getTime() - query.rolling * DAY_MS), to: now };
  if (query.dateRange === 'custom') {
    return {
      ...(query.from ? { from: new Date(query.from) } : {}),
      ...(query.to ? { to: new Date(query.to) } : {}),
    };
  }
  return {};
}

/** One tab's page with the counts of every tab under the same search, the folders and the settings. */
export async function listTab(
  deps: SettingsDeps,
  hubId: string,
  tab: BroadcastTab,
  query: ListQuery,
  now: Date,
) {
  const filter = {
    folderId: query.folderId,
    type: query.type === 'all' ? undefined : query.type,
    accountId: query.accountId,
    search: query.search?.trim() || undefined,
    ...dateRangeOf(query, now),
  };
  const [counts, rows, folders, settings] = await Promise.all([
    countByStatus(deps.db, hubId, filter),
    listBroadcasts(deps.db, hubId, filter, TAB_STATUSES[tab], {
      offset: query.page * query.limit,
      limit: query.limit,
    }),
    broadcastFolderStore.withCounts(deps.db, hubId),
    readConfig(deps.db, hubId),
  ]);
  const of = (status: BroadcastStatus) => counts.get(status) ?? 0;
  return {
    settings,
    total: BROADCAST_STATUSES.reduce((sum, status) => sum + of(status), 0),
    draft: of('draft'),
    scheduled: of('scheduled') + of('sending'),
    sent: of('sent'),
    published: of('published'),
    failure: of('failure'),
    archived: of('archived'),
    folders,
    rows,
  };
}
