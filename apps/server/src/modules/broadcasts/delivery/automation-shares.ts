import { createHash } from 'node:crypto';
import type { Db } from '../../../core/db/client.ts';
import { findPublishedPair } from '../ab-pairs.repository.ts';
import type { BroadcastRow } from '../broadcasts.schema.ts';

/**
 * The version of an automation's A/B pair a contact gets: a bucket 0..99 from md5(pair id ||
 * contact id), version A below the split percent. Bucketed per contact rather than ranked per
 * event (as ab-split.ts ranks a list's audience): a workflow enrols one contact at a time, and a
 * rank among one would always pick A. The same contact gets the same version at every event.
 */
export function versionOfContact(pairId: string, contactId: string, splitPercent: number): 'A' | 'B' {
  const hash = createHash('md5').update(`${pairId}${contactId}`).digest('hex');
  return Number.parseInt(hash.slice(0, 8), 16) % 100 < splitPercent ? 'A' : 'B';
}

/** A broadcast and the contacts its run goes to. */
export type Share = { broadcast: BroadcastRow; contactIds: string[] };

/**
 * Who gets what when `rows` are triggered for `contactIds`: a broadcast alone goes to all of them;
 * an A/B pair, whichever of its versions is named (or both), is split between its two published
 * versions, each with its share only. A version with nobody to send to gets no run.
 */
export async function automationShares(db: Db, rows: BroadcastRow[], contactIds: string[]): Promise<Share[]> {
  const byPair = new Map(rows.map((row) => [row.abPairId ?? row.id, row]));
  const shares: Share[] = [];
  for (const [pairId, row] of byPair) {
    if (!row.abPairId) {
      shares.push({ broadcast: row, contactIds });
      continue;
    }
    const percent = row.abSplitPercent ?? 50;
    for (const version of await findPublishedPair(db, row.hubId, pairId)) {
      const share = contactIds.filter((id) => versionOfContact(pairId, id, percent) === version.abVariant);
      if (share.length > 0) shares.push({ broadcast: version, contactIds: share });
    }
  }
  return shares;
}
