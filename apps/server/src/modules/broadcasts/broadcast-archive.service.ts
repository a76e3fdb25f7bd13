import type { Db } from '../../core/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import { findVersionsB } from './ab-pairs.repository.ts';
import {
  archiveBroadcasts,
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
    const versionsA = changed.filter((row) => row.abVariant === 'A').map((row) => row.id);
    const versionsB = await findVersionsB(tx, hubId, versionsA);
    await change(
      tx,
      hubId,
      versionsB.map((row) => row.id),
    );
    return changed.length;
  });
}

export const archiveWithVersionsB = (deps: ArchiveDeps, hubId: string, ids: string[]) =>
  withVersionsB(deps, hubId, ids, archiveBroadcasts);

export const restoreWithVersionsB = (deps: ArchiveDeps, hubId: string, ids: string[]) =>
  withVersionsB(deps, hubId, ids, restoreBroadcasts);
