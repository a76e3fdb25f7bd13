// Broadcast constants without zod, so console pages can use them without loading zod (messaging.md §3, §4, §9).

/** A broadcast's state; `failure` is shown as "Needs Review", `published` is a live automation. */
export const BROADCAST_STATUSES = [
  'draft',
  'scheduled',
  'sending',
  'sent',
  'failure',
  'archived',
  'published',
] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

/** The list's status tabs (`/line/broadcasts[/{status}]`). */
export const BROADCAST_TABS = ['draft', 'scheduled', 'sent', 'published', 'failure', 'archived'] as const;
export type BroadcastTab = (typeof BROADCAST_TABS)[number];

export const BROADCAST_TYPES = ['broadcast', 'automation', 'recurring'] as const;
export type BroadcastType = (typeof BROADCAST_TYPES)[number];

export const RECURRING_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

/** Message types the composer offers (messaging.md §3); the library's notification template comes with its kind. */
export const BROADCAST_MESSAGE_TYPES = [
  'text',
  'sticker',
  'image',
  'video',
  'imagemap',
  'richVideo',
  'carousel',
  'flex',
  'json',
] as const;
export type BroadcastMessageType = (typeof BROADCAST_MESSAGE_TYPES)[number];

export const BROADCAST_MAX_MESSAGES = 3;
/** Broadcast lead time: a schedule must be more than 30 minutes ahead, and cannot be changed within 30 minutes of it. */
export const BROADCAST_LEAD_MINUTES = 30;
/** A target list may hold at most 100,000 contacts. */
export const BROADCAST_LIST_MAX = 100_000;
/** LINE's narrowcast minimums: 50 recipients, and a target reach of 100 for attribute filters. */
export const NARROWCAST_MIN_RECIPIENTS = 50;
export const NARROWCAST_MIN_TARGET_REACH = 100;
/** LINE sends one multicast to at most 500 users. */
export const MULTICAST_BATCH = 500;

/** Contact tokens a text may carry: `{{firstname}}` and the like; they make a message personalised (push). */
export const CONTACT_TOKEN_PATTERN = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g;

/** Demographic filters of narrowcast (messaging.md §3). */
export const AGE_STEPS = [15, 20, 25, 30, 35, 40, 45, 50] as const;
export const FRIEND_PERIODS = ['day_7', 'day_30', 'day_90', 'day_180', 'day_365'] as const;
export const APP_TYPES = ['ios', 'android'] as const;
export const GENDERS = ['male', 'female'] as const;
const range = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}_${String(index + 1).padStart(2, '0')}`);
export const AREA_CODES = [...range('jp', 47), ...range('tw', 22), ...range('th', 8), ...range('id', 12)];

/** The list's rolling date ranges, in days (messaging.md §9); default 7. */
export const ROLLING_DAYS = [7, 14, 30, 60, 90, 365] as const;

/** messaging.md §8: why a broadcast ended in failure (Needs Review); each has a text in server.json. */
export const BROADCAST_FAILURE_REASONS = [
  'broadcast.failure.crmAuth',
  'broadcast.failure.crmRateLimit',
  'broadcast.failure.crmError',
  'broadcast.failure.invalidToken',
  'broadcast.failure.sendLimit',
  'broadcast.failure.audienceNotReady',
  'broadcast.failure.notEnoughRecipients',
  'broadcast.failure.audienceTooSmall',
  'broadcast.failure.lineApi',
  'broadcast.failure.network',
  'broadcast.failure.timeout',
  'broadcast.failure.database',
  'broadcast.failure.messageMissing',
  'broadcast.failure.default',
] as const;
export type BroadcastFailureReason = (typeof BROADCAST_FAILURE_REASONS)[number];

/** messaging.md §8 per-recipient reasons, by LINE's status. */
export const RECIPIENT_ERROR_REASONS = {
  400: 'broadcast.recipientError.invalidFormat',
  404: 'broadcast.recipientError.invalidRecipient',
  429: 'broadcast.recipientError.rateLimited',
  500: 'broadcast.recipientError.internal',
} as const;

export const RECIPIENT_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
/** Contacts one execute call may enrol in an automation broadcast (messaging.md §7 execute). */
export const AUTOMATION_MAX_CONTACTS = 1000;

/** What sending a broadcast now comes to: within the plan, over its included sends, or refused by LINE's quota. */
export const SEND_OUTCOMES = ['within', 'over', 'refused'] as const;
