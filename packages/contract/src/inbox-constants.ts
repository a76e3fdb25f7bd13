// Inbox constants without zod, so console pages can use them without loading zod.

/** A conversation's workflow state (core.md §4). */
export const INBOX_STATUSES = ['inbox', 'followUp', 'resolved'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** The conversation list's status filter (core.md §4): the statuses plus all and unread. */
export const INBOX_FILTERS = ['all', 'inbox', 'unread', 'followUp', 'resolved'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** core.md §9: inbox page size default 100 (page 0 first); the same search within 2 s is ignored. */
export const INBOX_PAGE_SIZE = 100;
export const INBOX_SEARCH_THROTTLE_MS = 2_000;

/** Messages a chat page holds; "read more" loads the next older page. */
export const CHAT_PAGE_SIZE = 30;
/** core.md §5: chat file max 30 MB. */
export const CHAT_FILE_MAX_BYTES = 30 * 1024 * 1024;
/** LINE's own limit on one text message. */
export const CHAT_TEXT_MAX_LENGTH = 5_000;

/** A one-time chat-link token is good for this long, and once. */
export const CHAT_LINK_TTL_MINUTES = 10;

/** The inbox's live events: a WebSocket at this path (query: inboxSocketQuerySchema). */
export const INBOX_SOCKET_PATH = '/api/ws';
/** The WebSocket closes with this code when the same user opens the inbox in another tab. */
export const WS_CLOSE_REPLACED = 4001;
/** ... and with this one when the session is not (or no longer) valid. */
export const WS_CLOSE_UNAUTHORIZED = 4401;
