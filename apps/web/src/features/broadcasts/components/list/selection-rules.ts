import type { BroadcastTab } from '@hubline/contract';

/** The bulk actions of messaging.md §4 on the list; each asks for confirmation first. */
export type BulkAction = 'move' | 'duplicate' | 'archive' | 'restore' | 'delete' | 'export';

/** Archived broadcasts can be restored (not archived again); the others can be archived. */
export function bulkActionsFor(tab: BroadcastTab): BulkAction[] {
  return tab === 'archived'
    ? ['restore', 'move', 'duplicate', 'export', 'delete']
    : ['move', 'duplicate', 'archive', 'export', 'delete'];
}
