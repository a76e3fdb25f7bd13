import { z } from 'zod';
import {
  FRIEND_STATUSES,
  LINE_ACCOUNT_OPTIONS,
  LINE_PLATFORMS,
  type LineAccountOption,
  MERGE_RULES,
  TOKEN_KINDS,
} from './line-constants.ts';
import { tablePageQuery } from './table-page.ts';
import { friendTagSchema } from './tags.ts';

export const lineAccountOptionsSchema = z.object(
  Object.fromEntries(LINE_ACCOUNT_OPTIONS.map((option) => [option, z.boolean()])) as Record<
    LineAccountOption,
    z.ZodBoolean
  >,
);

const channelId = z.string().regex(/^\d{10}$/, { error: 'validation.channelId' });
const channelSecret = z.string().regex(/^[0-9a-f]{32}$/, { error: 'validation.channelSecret' });
const accessToken = z
  .string()
  .trim()
  .min(20, { error: 'validation.accessToken' })
  .max(1000, { error: 'validation.accessToken' });

/** Steps 1–2 of the create stepper: the credentials, checked live against the platform. */
export const lineCredentialsSchema = z.discriminatedUnion('tokenKind', [
  z.object({
    platform: z.enum(LINE_PLATFORMS),
    channelId,
    channelSecret,
    tokenKind: z.literal('long'),
    accessToken,
  }),
  z.object({ platform: z.enum(LINE_PLATFORMS), channelId, channelSecret, tokenKind: z.literal('short') }),
]);
export type LineCredentials = z.infer<typeof lineCredentialsSchema>;

export const botInfoSchema = z.object({
  userId: z.string(),
  basicId: z.string(),
  displayName: z.string(),
  pictureUrl: z.string().nullable(),
});
export const verifyCredentialsResponseSchema = z.object({ msg: z.string(), bot: botInfoSchema });

export const createLineAccountRequestSchema = z.object({
  credentials: lineCredentialsSchema,
  description: z.string().trim().max(500, { error: 'validation.tooLong' }).default(''),
  options: lineAccountOptionsSchema.partial().default({}),
});

export const webhookStatusSchema = z.object({
  url: z.string(),
  /** Set on the platform through the API (false: paste the URL into the LINE console yourself). */
  set: z.boolean(),
  /** The platform's test call reached us and got 200. */
  tested: z.boolean(),
  detail: z.string().nullable(),
});
export const createLineAccountResponseSchema = z.object({
  msg: z.string(),
  id: z.string(),
  webhook: webhookStatusSchema,
});

export const lineAccountSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  platform: z.enum(LINE_PLATFORMS),
  channelId: z.string(),
  basicId: z.string(),
  botUserId: z.string(),
  tokenKind: z.enum(TOKEN_KINDS),
  tokenExpiresAt: z.string().nullable(),
  webhookUrl: z.string(),
  /** Bound to real LINE while this server's PUBLIC_URL is not https: LINE refuses its webhook, media and links. */
  insecurePublicUrl: z.boolean(),
  plan: z.string(),
  underContract: z.boolean(),
  mergeBy: z.enum(MERGE_RULES),
  mergeProperty: z.string().nullable(),
  options: lineAccountOptionsSchema,
  sendFrequencyHours: z.number().int().nullable(),
  slackWebhookUrl: z.string().nullable(),
  friends: z.number().int(),
  blocked: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type LineAccount = z.infer<typeof lineAccountSchema>;
export const lineAccountsResponseSchema = z.object({ items: z.array(lineAccountSchema) });

/** LINE's monthly message limit of an account (GET /v2/bot/message/quota); `none`: no limit. */
export const lineMonthlyQuotaSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('limited'), value: z.number().int() }),
  z.object({ type: z.literal('none') }),
]);

/**
 * The account card's figures, asked apart from the list so LINE's answers never hold it up. A
 * LINE figure is null when LINE failed or was slow to answer (or, for targetedReaches, had not
 * counted yesterday yet).
 */
export const lineAccountFiguresSchema = z.object({
  id: z.string(),
  /** Friends reachable by targeted messages, as LINE counted them yesterday on the hub's clock. */
  targetedReaches: z.number().int().nullable(),
  /** Messages sent this month on the hub's clock, as the account's plan counts them. */
  usage: z.number().int(),
  quota: lineMonthlyQuotaSchema.nullable(),
});
export type LineAccountFigures = z.infer<typeof lineAccountFiguresSchema>;
export const lineAccountFiguresResponseSchema = z.object({ items: z.array(lineAccountFiguresSchema) });

export const updateLineAccountRequestSchema = z.object({
  id: z.string(),
  description: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(),
  mergeBy: z.enum(MERGE_RULES).optional(),
  mergeProperty: z.string().trim().min(1).max(100).nullable().optional(),
  options: lineAccountOptionsSchema.partial().optional(),
  sendFrequencyHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .nullable()
    .optional(),
  slackWebhookUrl: z
    .url({ protocol: /^https?$/, error: 'validation.url' })
    .nullable()
    .optional(),
});

export const webhookHealthSchema = z.object({
  lastEventAt: z.string().nullable(),
  eventsLastHour: z.number().int(),
  eventsLast24h: z.array(z.object({ hour: z.string(), count: z.number().int() })),
  signatureFailures: z.number().int(),
  lastSignatureFailureAt: z.string().nullable(),
  pending: z.number().int(),
  failed: z.array(z.object({ id: z.string(), type: z.string(), error: z.string(), at: z.string() })),
});

export type VerifyCredentialsResponse = z.infer<typeof verifyCredentialsResponseSchema>;
export type CreateLineAccountResponse = z.infer<typeof createLineAccountResponseSchema>;
export type WebhookHealth = z.infer<typeof webhookHealthSchema>;

export const friendsQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  status: z.enum(FRIEND_STATUSES).default('all'),
  /** Only the friends carrying this tag (one of the account's). */
  tagId: z.string().optional(),
  ...tablePageQuery,
});
export const lineFriendSchema = z.object({
  id: z.string(),
  userId: z.string(),
  displayName: z.string(),
  pictureUrl: z.string().nullable(),
  language: z.string().nullable(),
  statusMessage: z.string().nullable(),
  followedAt: z.string().nullable(),
  blockedAt: z.string().nullable(),
  blocked: z.boolean(),
  lastMessageAt: z.string().nullable(),
  tags: z.array(friendTagSchema),
});
export const lineFriendsResponseSchema = z.object({
  items: z.array(lineFriendSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type LineFriend = z.infer<typeof lineFriendSchema>;
export type LineFriendsResponse = z.infer<typeof lineFriendsResponseSchema>;

export const propertySeqRequestSchema = z.object({ id: z.string(), seq: z.number().int().min(1).max(99) });
export const importFriendsRequestSchema = z.object({
  id: z.string(),
  userEmail: z.email({ error: 'validation.email' }).optional(),
});

/** Credentials of a new channel on the embedded LINE sandbox, to try the product without LINE. */
export const sandboxChannelResponseSchema = z.object({
  channelId: z.string(),
  channelSecret: z.string(),
  accessToken: z.string(),
});
export const linePlatformsResponseSchema = z.object({
  sandbox: z.boolean(),
  /** The sandbox's phone page, where a person chats with a sandbox account as one of its friends. */
  phoneUrl: z.string().nullable(),
  /** This server's PUBLIC_URL is https, as real LINE requires (the create stepper warns otherwise). */
  publicUrlHttps: z.boolean(),
});
export type SandboxChannel = z.infer<typeof sandboxChannelResponseSchema>;

export const memberSchema = z.object({ userId: z.string(), name: z.string(), email: z.string() });
export const membersResponseSchema = z.object({ items: z.array(memberSchema) });
export type Member = z.infer<typeof memberSchema>;
