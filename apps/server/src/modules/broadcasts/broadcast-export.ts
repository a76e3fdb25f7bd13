import { type Broadcast, shownBroadcastDate } from '@hubline/contract';
import { csvLine } from '../../core/csv/csv.ts';

const COLUMNS = ['name', 'status', 'type', 'broadcastDate', 'numberOfBroadcasts', 'updatedAt'] as const;

/** The list's export: a UTF-8 byte-order mark first, so spreadsheet apps read Japanese names right (messaging.md §9). */
export function broadcastsCsv(items: readonly Broadcast[]): string {
  const lines = items.map((item) =>
    csvLine([
      item.name,
      item.status,
      item.type,
      shownBroadcastDate(item) ?? '',
      String(item.numberOfBroadcasts),
      item.updatedAt,
    ]),
  );
  return `\uFEFF${[csvLine(COLUMNS), ...lines].join('\r\n')}\r\n`;
}

/** LINE-Broadcasts-20261123-141500.csv (UTC). */
export function exportFileName(now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replace(/-|:/g, '').replace('T', '-');
  return `LINE-Broadcasts-${stamp}.csv`;
}
