import type { BroadcastStatus, BroadcastTab, BroadcastType } from '@hubline/contract';
import type { BulkAction } from './selection-rules';

// Literal keys, so the catalogue check sees each one used.

export const STATUS_KEYS: Record<BroadcastStatus, string> = {
  draft: 'status.draft',
  scheduled: 'status.scheduled',
  sending: 'status.sending',
  sent: 'status.sent',
  failure: 'status.failure',
  archived: 'status.archived',
  published: 'status.published',
};

export const TAB_KEYS: Record<BroadcastTab, string> = STATUS_KEYS;

export const TYPE_KEYS: Record<BroadcastType, string> = {
  broadcast: 'type.broadcast',
  automation: 'type.automation',
  recurring: 'type.recurring',
};

/** Each bulk action's button, and its dialog's title and text (which take the selected count). */
export const BULK_KEYS: Record<BulkAction, { label: string; title: string; text: string }> = {
  move: { label: 'bulk.move', title: 'bulk.moveTitle', text: 'bulk.moveText' },
  duplicate: { label: 'bulk.duplicate', title: 'bulk.duplicateTitle', text: 'bulk.duplicateText' },
  archive: { label: 'bulk.archive', title: 'bulk.archiveTitle', text: 'bulk.archiveText' },
  restore: { label: 'bulk.restore', title: 'bulk.restoreTitle', text: 'bulk.restoreText' },
  delete: { label: 'bulk.delete', title: 'bulk.deleteTitle', text: 'bulk.deleteText' },
  export: { label: 'bulk.export', title: 'bulk.exportTitle', text: 'bulk.exportText' },
};
