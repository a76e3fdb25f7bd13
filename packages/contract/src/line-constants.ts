// LINE account constants without zod, so console pages can use them without loading zod.

/** Where an account's API calls go: LINE itself, or the local LINE sandbox (demo, tests). */
export const LINE_PLATFORMS = ['line', 'sandbox'] as const;
export const TOKEN_KINDS = ['long', 'short'] as const;
/** core.md §3: merge a friend into a contact by email (fixed), phone, mobile phone or a custom property. */
export const MERGE_RULES = ['email', 'phone', 'mobilephone', 'custom'] as const;
export const DESCRIPTION_CARD_LENGTH = 55;

/**
 * The options of core.md §3 LINE channel, all booleans. "Use external LINE ID" and "get friend
 * email" are not offered: LINE's Messaging API gives no friend's email (only LINE Login with the
 * email scope does), and an external id needs a property to be chosen. Accounts that saved them
 * keep the keys in their stored options, unread and never answered.
 */
export const LINE_ACCOUNT_OPTIONS = [
  'autoCreateContact',
  'taskOnMessage',
  'inheritAutoResponses',
  'hideSenderName',
  'groupChatAsCompany',
  'updateFirstName',
  'dummyAddress',
  'validateWebhookSignature',
] as const;
export type LineAccountOption = (typeof LINE_ACCOUNT_OPTIONS)[number];

export type LineAccountOptions = Record<LineAccountOption, boolean>;

/** What a new account starts with when an option is left out. */
export const DEFAULT_LINE_ACCOUNT_OPTIONS: LineAccountOptions = {
  autoCreateContact: true,
  taskOnMessage: false,
  inheritAutoResponses: false,
  hideSenderName: false,
  groupChatAsCompany: false,
  updateFirstName: false,
  dummyAddress: false,
  validateWebhookSignature: true,
};

export const FRIEND_STATUSES = ['all', 'friends', 'blocked'] as const;
export type LinePlatform = (typeof LINE_PLATFORMS)[number];
export type TokenKind = (typeof TOKEN_KINDS)[number];
export type MergeRule = (typeof MERGE_RULES)[number];
