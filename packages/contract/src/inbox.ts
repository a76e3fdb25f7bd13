import { z } from 'zod';
import { CHAT_TEXT_MAX_LENGTH, INBOX_FILTERS, INBOX_PAGE_SIZE, INBOX_STATUSES } from './inbox-constants.ts';
import { isStorableText } from './storable-text.ts';

const CHAT_TYPES = ['user', 'group', 'room'] as const;

/** The last message a conversation saw, for the list's preview line. */
export const lastMessageSchema = z.object({
  direction: z.enum(['in', 'out']),
  type: z.string(),
  /** The text of a text message; empty for other types (the console names the type). */
  text: z.string(),
});

/** The message an inbox search found in a conversation (its newest match), to highlight and open at. */
export const searchMatchSchema = z.object({
  messageId: z.string(),
  /** The message's text around the match. */
  snippet: z.string(),
  sentAt: z.string(),
});
export type SearchMatch = z.infer<typeof searchMatchSchema>;

/**
 * core.md §3 Inbox LINE user: a conversation of one LINE account, with a friend (1:1) or a group.
 * `vid` is the id routes take; for 1:1 chats it is the friend's id too.
 */
export const inboxUserSchema = z.object({
  vid: z.string(),
  seq: z.number().int(),
  chatType: z.enum(CHAT_TYPES),
  /** The LINE user, group or room id. */
  chatId: z.string(),
  displayName: z.string(),
  pictureUrl: z.string().nullable(),
  status: z.enum(INBOX_STATUSES),
  /** Messages received since an agent last read the chat. */
  unread: z.number().int(),
  stopAutoResponse: z.boolean(),
  markAsSpam: z.boolean(),
  lastMessageAt: z.string().nullable(),
  lastMessage: lastMessageSchema.nullable(),
  blockedAt: z.string().nullable(),
  blocked: z.boolean(),
  /** The CRM contact of a 1:1 chat, once there is one. */
  contactId: z.string().nullable(),
  /** The friend (LINE user of the account) of a 1:1 chat, whose tags the side panel shows. */
  friendId: z.string().nullable(),
  /** The agent the conversation is assigned to. */
  assigneeId: z.string().nullable(),
  /** A search's answer only: the message that matched, when a message did (not only the name). */
  match: searchMatchSchema.nullable().optional(),
});
export type InboxUser = z.infer<typeof inboxUserSchema>;

/** core.md §3 Inbox response: lineUsers and an unread count (conversations with unread messages). */
export const inboxResponseSchema = z.object({
  lineUsers: z.array(inboxUserSchema),
  unread: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Another page follows (paging is additive). */
  hasMore: z.boolean(),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

const pageFields = {
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(INBOX_PAGE_SIZE).default(INBOX_PAGE_SIZE),
  status: z.enum(INBOX_FILTERS).default('all'),
};
export const inboxQuerySchema = z.object(pageFields);
export type InboxQuery = z.input<typeof inboxQuerySchema>;

/** What a search box sends: words in any script; punctuation is ignored. */
const searchWords = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(100, { error: 'validation.tooLong' })
  .refine(isStorableText, { error: 'validation.text' });

/** POST /line/inbox/{seq}/search: names and every message's words; spam shows only here. */
export const inboxSearchSchema = z.object({ searchWords, ...pageFields });
export type InboxSearch = z.input<typeof inboxSearchSchema>;

export const updateStatusSchema = z.object({ status: z.enum(INBOX_STATUSES) });
export const stopAutoResponseSchema = z.object({ stopAutoResponse: z.boolean() });
export const markAsSpamSchema = z.object({ markAsSpam: z.boolean() });
export const conversationWriteResponseSchema = z.object({ msg: z.string(), lineUser: inboxUserSchema });

/** Inbox settings of a hub (GET /inbox-settings, PATCH /inbox-settings/{id}). */
export const inboxSettingsSchema = z.object({
  id: z.string(),
  /** messaging.md §9: off (default) adds only 1:1 messages; on adds broadcasts and auto replies too. */
  addAllMessages: z.boolean(),
  /** A conversation with no assignee is assigned to the first agent who replies. */
  autoAssign: z.boolean(),
  /** Desktop notifications for new messages, per hub. */
  notifyNewMessages: z.boolean(),
  /** Agents' messages show their name to the friend by default (the composer can change it per message). */
  showSenderName: z.boolean(),
});
export type InboxSettings = z.infer<typeof inboxSettingsSchema>;
export const inboxSettingsPatchSchema = inboxSettingsSchema.omit({ id: true }).partial();
export const inboxSettingsWriteSchema = z.object({ msg: z.string(), settings: inboxSettingsSchema });

/** A message of a chat as the console shows it; `payload` is LINE's message object. */
export const chatMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  /** Media the console can show: the stored content's address under /api. */
  contentUrl: z.string().nullable(),
  /** In a group: the member who wrote it. */
  senderId: z.string().nullable(),
  senderName: z.string().nullable(),
  /** What the account sent: the agent who sent it (null for broadcasts and bots). */
  agentName: z.string().nullable(),
  /** What the account sent: chat (an agent), broadcast or auto (bots); null for received messages. */
  source: z.enum(['chat', 'broadcast', 'auto']).nullable(),
  /** How an agent's message went: the free reply token or a push. */
  via: z.enum(['reply', 'push']).nullable(),
  unsent: z.boolean(),
  sentAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What the next message will cost, shown by the composer (ARCHITECTURE.md rule 7). */
export const composerStateSchema = z.object({
  nextSend: z.enum(['reply', 'push']),
  /** While `nextSend` is reply: when the reply token stops being usable. */
  replyExpiresAt: z.string().nullable(),
  /** LINE's monthly quota of the account: null when LINE sets none. */
  quota: z
    .object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int() })
    .nullable(),
  /** Free plan: chat messages left this month; null on other plans. */
  freePlanRemaining: z.number().int().nullable(),
  /** Why sending is refused now (an error code of §8), or null. */
  blockedBy: z.string().nullable(),
});
export type ComposerState = z.infer<typeof composerStateSchema>;

export const chatAccountSchema = z.object({ id: z.string(), seq: z.number().int(), name: z.string() });

/** GET /line/chat/{seq}/{vid}/{page}/{limit}?at=: `at`, a message a search found, picks the page holding it. */
export const chatReadQuerySchema = z.object({ at: z.string().max(64).optional() });

/** core.md §3 chat read response: GET /line/chat/{seq}/{vid}/{page}/{limit}; messages oldest first. */
export const chatReadResponseSchema = z.object({
  settings: inboxSettingsSchema,
  conversation: inboxUserSchema,
  account: chatAccountSchema,
  messages: z.array(chatMessageSchema),
  page: z.number().int(),
  totalPage: z.number().int(),
  totalChats: z.number().int(),
  /** Live updates come only through the WebSocket (no polling fallback). */
  webSocketsOnly: z.boolean(),
  hasSeat: z.boolean(),
  composer: composerStateSchema,
});
export type ChatReadResponse = z.infer<typeof chatReadResponseSchema>;

export const chatSearchSchema = z.object({ searchWords });
export const chatSearchResponseSchema = z.object({ messages: z.array(chatMessageSchema) });

/** POST /line/chat/{seq}/{vid}/send as JSON; a file goes as multipart (`file`, and these as fields). */
export const chatSendSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(CHAT_TEXT_MAX_LENGTH, { error: 'validation.tooLong' })
    // A multipart send's text is a form field, which the server's JSON-wide check does not see.
    .refine(isStorableText, { error: 'validation.text' }),
  /** Show the agent's name to the friend (LINE's sender); the inbox setting is the default. */
  showSenderName: z.boolean().optional(),
});
export type ChatSend = z.infer<typeof chatSendSchema>;
export const chatSendResponseSchema = z.object({
  msg: z.string(),
  message: chatMessageSchema,
  composer: composerStateSchema,
});

/** POST /chat/link-token: a one-time link that opens one conversation in the chat layout. */
export const chatLinkRequestSchema = z.object({ seq: z.number().int().min(1), vid: z.string().min(1) });
export const chatLinkResponseSchema = z.object({ token: z.string(), url: z.string(), expiresAt: z.string() });
export const chatLinkVerifySchema = z.object({ valid: z.boolean() });

/** What the inbox WebSocket sends (server to browser). */
export const inboxEventSchema = z.discriminatedUnion('type', [
  /** A message was received or sent in a conversation; the list and the chat refresh. */
  z.object({
    type: z.literal('message'),
    seq: z.number().int(),
    vid: z.string(),
    message: chatMessageSchema,
  }),
  /** A conversation's state changed (status, spam, read, assignee). */
  z.object({ type: z.literal('conversation'), seq: z.number().int(), vid: z.string() }),
  /** The same user opened the inbox in another tab: this one closes. */
  z.object({ type: z.literal('replaced') }),
  /**
   * This tab is now the user's inbox tab: events reach it from here on. The console refetches
   * what it shows, to catch up on what happened while it was (re)connecting.
   */
  z.object({ type: z.literal('ready') }),
]);
export type InboxEvent = z.infer<typeof inboxEventSchema>;

/**
 * The inbox WebSocket's address: `/api/ws?hubId=…&tabId=…`. `tabId` is a random id the tab keeps
 * for its life, so a reconnect of the same tab is not taken for another tab.
 */
export const inboxSocketQuerySchema = z.object({
  hubId: z.string().min(1),
  tabId: z.string().regex(/^[\w-]{8,64}$/),
});

/** GET /line/inbox: the LINE accounts whose inboxes the user can open, with their unread counts. */
export const inboxAccountsResponseSchema = z.object({
  accounts: z.array(
    z.object({
      id: z.string(),
      seq: z.number().int(),
      name: z.string(),
      icon: z.string().nullable(),
      unread: z.number().int(),
    }),
  ),
});
export type InboxAccounts = z.infer<typeof inboxAccountsResponseSchema>;
