import type { Language } from '@hubline/contract';
import type { Deps } from '../../core/deps.ts';
import { checkTarget, copyFolderOf, type FolderTarget } from '../../core/folders/folder-target.ts';
import { AppError, orNotFound } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { findVersionsB, releasePartners } from './ab-pairs.repository.ts';
import { broadcastFolderStore } from './broadcast-library.ts';
import type { Actor } from './broadcast-settings.service.ts';
import {
  type BroadcastValues,
  deleteBroadcasts,
  findBroadcast,
  findBroadcasts,
  insertBroadcast,
  updateBroadcast,
  updateBroadcasts,
} from './broadcasts.repository.ts';
import type { BroadcastRow } from './broadcasts.schema.ts';
import { isSentRecord } from './sent-record.ts';

type CopyDeps = Pick<Deps, 'db'>;

/** A copy starts over as a draft: no test send, no failure, no A/B pair, no run. */
function copyOf(
  row: BroadcastRow,
  name: string,
  folderId: string | null,
  userId: string | null,
): BroadcastValues {
  const {
    id: _id,
    hubId: _hub,
    createdAt: _created,
    updatedAt: _updated,
    archivedAt: _archived,
    statusBeforeArchive: _before,
    ...rest
  } = row;
  return {
    ...rest,
    name,
    folderId,
    status: 'draft',
    nextRunAt: null,
    abPairId: null,
    abVariant: null,
    abSplitPercent: null,
    abWinnerRule: null,
    testSentAt: null,
    sendingStartedAt: null,
    failureReason: null,
    failureDetail: null,
    updatedBy: userId,
  };
}

/** Copies as drafts, into `target` when given (null: the root), else beside each original. */
export async function duplicateBroadcasts(
  deps: CopyDeps,
  actor: Actor,
  lang: Language,
  ids: string[],
  target: FolderTarget,
) {
  await checkTarget(broadcastFolderStore, deps.db, actor.hubId, target);
  const rows = await findBroadcasts(deps.db, actor.hubId, ids);
  if (rows.length !== new Set(ids).size) throw new AppError('error.notFound');
  const copies: BroadcastRow[] = [];
  for (const row of rows) {
    const name = translate(lang, 'library.copyName', { name: row.name });
    copies.push(
      await insertBroadcast(
        deps.db,
        actor.hubId,
        copyOf(row, name, copyFolderOf(target, row.folderId), actor.userId),
      ),
    );
  }
  return copies;
}

export async function moveBroadcasts(deps: CopyDeps, actor: Actor, ids: string[], target: string | null) {
  await checkTarget(broadcastFolderStore, deps.db, actor.hubId, target);
  const moved = await updateBroadcasts(deps.db, actor.hubId, ids, {
    folderId: target,
    updatedBy: actor.userId,
  });
  if (moved.length === 0) throw new AppError('error.notFound');
  return moved.length;
}

/**
 * Deletes what is not on its way; answers how many went. The other version of a deleted A/B
 * version is released from the pair in the same transaction (a half pair could never be sent).
 */
export async function removeBroadcasts(deps: CopyDeps, hubId: string, ids: string[]) {
  return deps.db.transaction(async (tx) => {
    const rows = await findBroadcasts(tx, hubId, ids);
    if (rows.length === 0) throw new AppError('error.notFound');
    // The delete itself skips what is sending, so one that starts sending after the read above
    // stays; the whole request is then refused and rolled back.
    const deleted = new Set(
      await deleteBroadcasts(
        tx,
        hubId,
        rows.map((row) => row.id),
        ['sending'],
      ),
    );
    const kept = rows.find((row) => !deleted.has(row.id));
    if (kept) throw new AppError('broadcast.error.wrongStatus', { name: kept.name });
    await releasePartners(tx, hubId, rows);
    return deleted.size;
  });
}

/**
 * Makes version B as a copy of the broadcast (version A), both sharing A's id as their pair id;
 * the user sets the split and the winner rule afterwards (PATCH). Answers B.
 */
export async function createAbTest(deps: CopyDeps, actor: Actor, lang: Language, id: string) {
  return deps.db.transaction(async (tx) => {
    const row = orNotFound(await findBroadcast(tx, actor.hubId, id));
    if (row.abPairId) throw new AppError('broadcast.error.abExists');
    if (row.status !== 'draft') throw new AppError('broadcast.error.wrongStatus', { name: row.name });
    const pair = { abPairId: row.id, abSplitPercent: 50, abWinnerRule: 'opened' as const };
    await updateBroadcast(tx, actor.hubId, row.id, { ...pair, abVariant: 'A', updatedBy: actor.userId });
    const name = translate(lang, 'broadcast.versionBName', { name: row.name });
    return insertBroadcast(tx, actor.hubId, {
      ...copyOf(row, name, row.folderId, actor.userId),
      ...pair,
      abVariant: 'B',
    });
  });
}

/**
 * Ends an A/B test from either version: version B is deleted for good, version A stays as it was;
 * refused while the pair is sending.
 */
export async function cancelAbTest(deps: CopyDeps, actor: Actor, id: string) {
  await deps.db.transaction(async (tx) => {
    const row = orNotFound(await findBroadcast(tx, actor.hubId, id));
    if (!row.abPairId) throw new AppError('broadcast.error.noAbTest');
    const versionB = await findVersionsB(tx, actor.hubId, [row.abPairId]);
    // A pair on its way cannot lose a version mid-send (it goes together: start-broadcast.ts), and
    // a pair that went out is a record of the test.
    const pair = await findBroadcasts(tx, actor.hubId, [row.abPairId, ...versionB.map((b) => b.id)]);
    const sent = pair.find(isSentRecord);
    if (sent) throw new AppError('broadcast.error.sentIsRecord', { name: sent.name });
    await deleteBroadcasts(
      tx,
      actor.hubId,
      versionB.map((b) => b.id),
    );
    await updateBroadcast(tx, actor.hubId, row.abPairId, {
      abPairId: null,
      abVariant: null,
      abSplitPercent: null,
      abWinnerRule: null,
      updatedBy: actor.userId,
    });
  });
}

/** The split and winner rule belong to the pair: set on both versions. */
export async function setAbTest(
  deps: CopyDeps,
  hubId: string,
  row: BroadcastRow,
  abTest: { splitPercent: number; winnerRule: 'opened' | 'clicked' },
) {
  if (!row.abPairId) throw new AppError('broadcast.error.noAbTest');
  const values = { abSplitPercent: abTest.splitPercent, abWinnerRule: abTest.winnerRule };
  const versionB = await findVersionsB(deps.db, hubId, [row.abPairId]);
  await updateBroadcasts(deps.db, hubId, [row.abPairId, ...versionB.map((b) => b.id)], values);
}
