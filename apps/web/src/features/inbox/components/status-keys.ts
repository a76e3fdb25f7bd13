import type { InboxFilter } from '@hubline/contract';

/** The names of the status filters and statuses in the `inbox` catalog. */
export const STATUS_KEYS = {
  all: 'status.all',
  inbox: 'status.inbox',
  unread: 'status.unread',
  followUp: 'status.followUp',
  resolved: 'status.resolved',
} as const satisfies Record<InboxFilter, string>;
