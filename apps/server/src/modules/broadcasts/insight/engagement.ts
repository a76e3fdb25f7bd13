import { inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { linkClicks } from '../links/broadcast-links.repository.ts';
import { broadcastInsights } from './broadcast-insights.schema.ts';

export interface Engagement {
  opened: number | null;
  clicked: number | null;
  insightsAt: string | null;
}

/**
 * Opens and clicks of each broadcast: opens as LINE's insight API last reported them (null before
 * the first fetch or below its privacy threshold); clicks through our short links where the
 * broadcast had any, else LINE's own count of link opens (a non-tracking broadcast).
 */
export async function engagementOf(db: Db, broadcastIds: string[]): Promise<Map<string, Engagement>> {
  if (broadcastIds.length === 0) return new Map();
  const [clicks, insights] = await Promise.all([
    linkClicks(db, broadcastIds),
    db.select().from(broadcastInsights).where(inArray(broadcastInsights.broadcastId, broadcastIds)),
  ]);
  const fromLine = new Map(insights.map((row) => [row.broadcastId, row]));
  return new Map(
    broadcastIds.map((id) => {
      const line = fromLine.get(id);
      return [
        id,
        {
          opened: line?.opened ?? null,
          clicked: clicks.get(id) ?? line?.clicked ?? null,
          insightsAt: line?.fetchedAt.toISOString() ?? null,
        },
      ];
    }),
  );
}
