import { type Broadcast, isoInZone, shownBroadcastDate } from '@hubline/contract';
import { csvLine, fileStamp } from '../../core/csv/csv.ts';

const COLUMNS = ['name', 'status', 'type', 'broadcastDate', 'numberOfBroadcasts', 'updatedAt'] as const;

/**
 * The list's export: a UTF-8 byte-order mark first, so spreadsheet apps read Japanese names right
 * (messaging.md §9); times on the hub's clock with their offset (2026-11-26T19:16:00+09:00), so
 * the sheet reads as the console does and still names the instant.
 */
export function broadcastsCsv(items: readonly Broadcast[], timeZone: string): string {
  const lines = items.map((item) =>
    csvLine([
      item.name,
      item.status,
      item.type,
      zoned(shownBroadcastDate(item), timeZone),
      String(item.numberOfBroadcasts),
      isoInZone(item.updatedAt, timeZone),
    ]),
  );
  return `\uFEFF${[csvLine(COLUMNS), ...lines].join('\r\n')}\r\n`;
}

function zoned(instant: string | null | undefined, timeZone: string): string {
  return instant ? isoInZone(instant, timeZone) : '';
}

/** LINE-Broadcasts-20261123-141500.csv, on the hub's clock. */
export function exportFileName(now: Date, timeZone: string): string {
  return `LINE-Broadcasts-${fileStamp(now, timeZone)}.csv`;
}
