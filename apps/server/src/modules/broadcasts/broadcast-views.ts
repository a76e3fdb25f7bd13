import type { Broadcast, Language } from '@hubline/contract';
import type { Db } from '../../core/db/client.ts';
import { findVersionsB } from './ab-pairs.repository.ts';
import { deliveryCounts, type Period } from './broadcast-delivery-counts.ts';
import { broadcastView } from './broadcast-view.ts';
import type { BroadcastRow } from './broadcasts.schema.ts';

/**
 * Rows as the console reads them. An A/B pair shares its version A's id; version A learns its
 * partner (version B) here, in one query for the whole page.
 */
export async function broadcastViews(
  db: Db,
  hubId: string,
  rows: BroadcastRow[],
  lang: Language,
  period: Period = {},
): Promise<Broadcast[]> {
  const pairs = rows.filter((row) => row.abVariant === 'A').map((row) => row.id);
  const versionB = new Map((await findVersionsB(db, hubId, pairs)).map((row) => [row.abPairId, row.id]));
  const delivery = await deliveryCounts(
    db,
    rows.map((row) => row.id),
    period,
  );
  return rows.map((row) => {
    const view = broadcastView(row, lang, delivery.get(row.id));
    if (!view.abTest) return view;
    const pairId = row.abVariant === 'A' ? versionB.get(row.id) : row.abPairId;
    return { ...view, abTest: pairId ? { ...view.abTest, pairId } : null };
  });
}

export async function broadcastViewOf(
  db: Db,
  hubId: string,
  row: BroadcastRow,
  lang: Language,
  period: Period = {},
) {
  const [view] = await broadcastViews(db, hubId, [row], lang, period);
  if (!view) throw new Error('a row without its view');
  return view;
}
