import type { Db } from '../../core/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import { findVersionsB } from './ab-pairs.repository.ts';
import {
  archiveBroadcasts,
  archiveSentBefore,
  type Changed,
  findBroadcasts,
  restoreBroadcasts,
} from './broadcasts.repository.ts';

type ArchiveDeps = Pick<Deps, 'db'>;

/**
 * Archives or restores `ids` and, in the same transaction, version B of each version A it changed:
 * a pair is archived and restored together. Version B alone is refused; selected with its version
 * A it is changed once. Answers how many of `ids` changed.
 */
async function withVersionsB(
  deps: ArchiveDeps,
  hubId: string,
  ids: string[],
  change: (db: Db, hubId: string, ids: string[]) => Promise<Changed>,
) {
  const rows = await findBroadcasts(deps.db, hubId, ids);
  const selected = new Set(rows.map((row) => row.id));
  const alone = rows.find((row) => row.abVariant === 'B' && row.abPairId && !selected.has(row.abPairId));
  if (alone) throw new AppError('broadcast.error.followsVersionA', { name: alone.name });
  return deps.db.transaction(async (tx) => {
    const changed = await change(tx, hubId, ids);
    await changeVersionsB(tx, hubId, changed, change);
    return changed.length;
  });
}

/** Applies `change` to version B of each version A among `changed`; answers what it changed. */
async function changeVersionsB(
  tx: Db,
  hubId: string,
  changed: Changed,
  change: (db: Db, hubId: string, ids: string[]) => Promise<Changed>,
) {
  const versionsA = changed.filter((row) => row.abVariant === 'A').map((row) => row.id);
  const versionsB = await findVersionsB(tx, hubId, versionsA);
  return change(
    tx,
    hubId,
    versionsB.map((row) => row.id),
  );
}

export const archiveWithVersionsB = (deps: ArchiveDeps, hubId: string, ids: string[]) =>
  withVersionsB(deps, hubId, ids, archiveBroadcasts);

/**
 * The daily sweep's archive of a hub: its sent regular broadcasts dated before `before`, each
 * version A with its version B (whatever B's own outcome), B never without A. Answers how many
 * broadcasts were archived.
 */
export async function archiveSentWithVersionsB(deps: ArchiveDeps, hubId: string, before: Date) {
  return deps.db.transaction(async (tx) => {
    const changed = await archiveSentBefore(tx, hubId, before);
    return changed.length + (await changeVersionsB(tx, hubId, changed, archiveBroadcasts)).length;
  });
}

export const restoreWithVersionsB = (deps: ArchiveDeps, hubId: string, ids: string[]) =>
  withVersionsB(deps, hubId, ids, restoreBroadcasts);
