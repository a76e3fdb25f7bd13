import { z } from 'zod';
import {
  AGE_STEPS,
  APP_TYPES,
  AREA_CODES,
  AUTOMATION_MAX_CONTACTS,
  BROADCAST_MAX_MESSAGES,
  BROADCAST_STATUSES,
  BROADCAST_TABS,
  BROADCAST_TYPES,
  FRIEND_PERIODS,
  GENDERS,
  RECIPIENT_STATUSES,
  RECURRING_FREQUENCIES,
  ROLLING_DAYS,
  SEND_OUTCOMES,
} from './broadcast-constants.ts';
import {
  bulkResultSchema,
  type Folder,
  folderInputSchema,
  folderSavedSchema,
  folderSchema,
  foldersResponseSchema,
  idsSchema,
} from './folders.ts';
import { lineAudienceIdSchema } from './line-audiences.ts';
import { type LineMessageInput, lineMessageSchema } from './line-message.ts';

const required = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

/** One message of a broadcast (messaging.md §3): up to 3, each of the one message model. */
export const broadcastMessageSchema = lineMessageSchema;
export type BroadcastMessage = LineMessageInput;

const gteLt = <T extends z.ZodType>(value: T) => z.object({ gte: value.optional(), lt: value.optional() });
/** Narrowcast demographic filters (messaging.md §3); every part optional. */
export const demographicFilterSchema = z.object({
  genders: z.array(z.enum(GENDERS)).optional(),
  age: gteLt(z.union(AGE_STEPS.map((step) => z.literal(step)))).optional(),
  appTypes: z.array(z.enum(APP_TYPES)).optional(),
  areas: z.array(z.enum(AREA_CODES as [string, ...string[]])).optional(),
  subscriptionPeriod: gteLt(z.enum(FRIEND_PERIODS)).optional(),
});
export type DemographicFilter = z.infer<typeof demographicFilterSchema>;

export const senderSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('account') }),
  /** A chosen user: LINE shows their name (and icon) as the sender. */
  z.object({ kind: z.literal('user'), userId: z.string() }),
]);

export const recurrenceSchema = z.object({ frequency: z.enum(RECURRING_FREQUENCIES) });

/** What the composer saves (POST /line/broadcast-setting; PATCH with `id`). */
export const broadcastInputSchema = z.object({
  name: required(200),
  type: z.enum(BROADCAST_TYPES).default('broadcast'),
  accountId: z.string(),
  folderId: z.string().nullable().optional(),
  sender: senderSchema.default({ kind: 'account' }),
  targetLists: z.array(z.string()).max(50).default([]),
  excludeLists: z.array(z.string()).max(50).default([]),
  messages: z
    .array(broadcastMessageSchema)
    .max(BROADCAST_MAX_MESSAGES, { error: 'broadcast.error.tooManyMessages' })
    .default([]),
  /** Links stay as they are (no click-tracking redirect). */
  nonTracking: z.boolean().default(false),
  narrowcast: z.boolean().default(false),
  lineAudiences: z.array(lineAudienceIdSchema).max(10).default([]),
  demographic: demographicFilterSchema.nullable().default(null),
  /** When to send, in UTC; the console picks it in the hub's time zone. */
  broadcastDate: z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable().default(null),
  recurrence: recurrenceSchema.nullable().default(null),
  /** An automation broadcast's workflow: a contact enrolled in it is sent the broadcast. */
  workflowId: z.string().nullable().default(null),
});
export type BroadcastInput = z.input<typeof broadcastInputSchema>;
export const abTestSchema = z.object({
  /** The other version's id (B on A, A on B). */
  pairId: z.string(),
  variant: z.enum(['A', 'B']),
  /** Share of recipients that get version A, in percent. */
  splitPercent: z.number().int().min(1).max(99),
  winnerRule: z.enum(['opened', 'clicked']),
});
export type AbTest = z.infer<typeof abTestSchema>;

type WithoutDefaults<S extends z.ZodRawShape> = {
  [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer T extends z.ZodType> ? T : S[K]>;
};
/** Every field optional and none defaulted, so a PATCH changes only what it names. */
function withoutDefaults<S extends z.ZodRawShape>(shape: S): WithoutDefaults<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      ((field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType).optional(),
    ]),
  ) as WithoutDefaults<S>;
}
/** PATCH /line/broadcast-setting: the fields to change; `abTest` sets an A/B pair's split and winner rule. */
export const broadcastPatchSchema = z.object({
  ...withoutDefaults(broadcastInputSchema.shape),
  id: z.string(),
  abTest: abTestSchema.pick({ splitPercent: true, winnerRule: true }).optional(),
});

export const broadcastStatsSchema = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  /** Users who opened it, from LINE's insight API: null before the first fetch or below LINE's threshold of 20. */
  opened: z.number().int().nullable(),
  /** Clicks through our short links; for a non-tracking broadcast LINE's count of users who opened a link (null as opened). */
  clicked: z.number().int().nullable(),
  errors: z.number().int(),
  /** When LINE's insight figures were last fetched; null before the first fetch. */
  insightsAt: z.string().nullable(),
});
export type BroadcastStats = z.infer<typeof broadcastStatsSchema>;

export const broadcastSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(BROADCAST_STATUSES),
  type: z.enum(BROADCAST_TYPES),
  accountId: z.string(),
  folderId: z.string().nullable(),
  sender: senderSchema,
  targetLists: z.array(z.string()),
  excludeLists: z.array(z.string()),
  messages: z.array(broadcastMessageSchema),
  nonTracking: z.boolean(),
  narrowcast: z.boolean(),
  lineAudiences: z.array(z.string()),
  demographic: demographicFilterSchema.nullable(),
  broadcastDate: z.string().nullable(),
  /** When it last started sending (a recurring one's latest occurrence); null until it has. */
  sendingStartedAt: z.string().nullable(),
  /**
   * It has started sending, so it is a record of what went out: only where it is filed (folder,
   * archive) may change; it is duplicated to send again.
   */
  sentRecord: z.boolean(),
  recurrence: recurrenceSchema.nullable(),
  nextRunAt: z.string().nullable(),
  workflowId: z.string().nullable(),
  abTest: abTestSchema.nullable(),
  testSentAt: z.string().nullable(),
  /**
   * Why it needs review: a code of BROADCAST_FAILURE_REASONS; what LINE said of it in its words
   * (null when it said nothing); and the two as one text in the reader's language.
   */
  failureReason: z.string().nullable(),
  failureDetail: z.string().nullable(),
  failureText: z.string().nullable(),
  /** How many runs (recurring broadcasts send more than once). */
  numberOfBroadcasts: z.number().int(),
  stats: broadcastStatsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

/**
 * The broadcast date lists, the detail page and exports show: when it started sending once it has
 * (a "Send now" one may keep an unused draft date), else the date it is planned for.
 */
export const shownBroadcastDate = (
  broadcast: Pick<Broadcast, 'sentRecord' | 'sendingStartedAt' | 'broadcastDate'>,
) => (broadcast.sentRecord ? broadcast.sendingStartedAt : broadcast.broadcastDate);

export const broadcastFolderSchema = folderSchema;
export type BroadcastFolder = Folder;

/** GET /line/broadcast-settings/{tab}: the search condition (messaging.md §3) and paging. */
export const broadcastListQuerySchema = z.object({
  folderId: z.string().optional(),
  dateRange: z.enum(['all', 'rolling', 'custom']).default('all'),
  rolling: z.coerce
    .number()
    .pipe(z.union(ROLLING_DAYS.map((days) => z.literal(days))))
    .default(7),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  type: z.enum(['all', ...BROADCAST_TYPES]).default('all'),
  accountId: z.string().optional(),
  search: z.string().max(100).optional(),
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(25), z.literal(50), z.literal(100)]))
    .default(25),
});
export type BroadcastListQuery = z.input<typeof broadcastListQuerySchema>;
export const broadcastTabSchema = z.enum(BROADCAST_TABS);

/** messaging.md §3 list response: settings, the counts by status, folders, and the page. */
export const broadcastListResponseSchema = z.object({
  settings: z.lazy(() => broadcastsConfigSchema),
  total: z.number().int(),
  draft: z.number().int(),
  scheduled: z.number().int(),
  sent: z.number().int(),
  published: z.number().int(),
  failure: z.number().int(),
  archived: z.number().int(),
  folders: z.array(broadcastFolderSchema),
  items: z.array(broadcastSchema),
});

/** GET and PATCH /broadcasts-config: auto-archive of sent regular broadcasts after N days. */
export const broadcastsConfigSchema = z.object({
  autoArchive: z.boolean(),
  autoArchiveDays: z.number().int().min(1).max(3650),
});
export type BroadcastsConfig = z.infer<typeof broadcastsConfigSchema>;

/** A test send: to a phone (+81 only), a LINE user id, a friend (vid) or a console user. */
export const testSendSchema = z.object({
  id: z.string(),
  to: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('phone'),
      phone: z.string().regex(/^\+81\d{9,10}$/, { error: 'broadcast.error.phone' }),
    }),
    z.object({
      kind: z.literal('lineUserId'),
      lineUserId: z.string().regex(/^U[0-9a-f]{32}$/, { error: 'validation.invalid' }),
    }),
    z.object({ kind: z.literal('friend'), vid: z.string() }),
    z.object({ kind: z.literal('user'), userId: z.string() }),
  ]),
});

/** A recipient row (messaging.md §3 recipient columns) of GET /line/recipients/{id}/{status}. */
export const recipientSchema = z.object({
  name: z.string(),
  time: z.string().nullable(),
  contactId: z.string().nullable(),
  lineUserId: z.string(),
  listName: z.string().nullable(),
  status: z.enum(RECIPIENT_STATUSES),
  errorReason: z.string().nullable(),
  /** When they first opened one of their own short links (personalised sends); null when not, or not known. */
  clickedAt: z.string().nullable(),
});
export const recipientsResponseSchema = z.object({
  total: z.number().int(),
  items: z.array(recipientSchema),
});

/** A saved broadcast (POST and PATCH /line/broadcast-setting, duplicate of one, create-ab-test). */
export const broadcastSavedSchema = z.object({ msg: z.string(), id: z.string(), broadcast: broadcastSchema });
/** A bulk action's answer: what was done, and to how many. */
/**
 * POST /line/broadcast-setting/execute: drafts are sent now; with contactIds, published automation
 * broadcasts are sent to those contacts. A repeated eventId is the same event, sent once.
 */
export const executeSchema = idsSchema.extend({
  contactIds: z.array(z.string()).min(1).max(AUTOMATION_MAX_CONTACTS).optional(),
  eventId: z.string().min(1).max(100).optional(),
});
/** count: broadcasts started, or contacts enrolled; recipients: those reached on LINE (automation). */
export const executeResultSchema = bulkResultSchema.extend({ recipients: z.number().int().optional() });
/** GET /line/automated-broadcasts (core.md reference reads): the published automations a contact can be sent. */
export const automatedBroadcastsSchema = z.object({
  broadcasts: z.array(
    z.object({ id: z.string(), name: z.string(), accountId: z.string(), workflowId: z.string().nullable() }),
  ),
});
/** POST /line/broadcast-setting/audience-size: the composer's live recipient count. */
export const audienceSizeRequestSchema = z.object({
  accountId: z.string(),
  targetLists: z.array(z.string()).max(50),
  excludeLists: z.array(z.string()).max(50).default([]),
});
export const audienceSizeSchema = z.object({ count: z.number().int() });
export const broadcastFolderInputSchema = folderInputSchema;
export const broadcastFolderSavedSchema = folderSavedSchema;
export const broadcastFoldersResponseSchema = foldersResponseSchema;
/** GET /line/broadcast-setting/{id}: the stats' period, optional. */
export const broadcastPeriodQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const broadcastsConfigSavedSchema = z.object({ msg: z.string(), settings: broadcastsConfigSchema });
/** POST /line/recipients/{id}/list: a static CRM list of a run's recipients. */
export const recipientsListRequestSchema = broadcastPeriodQuerySchema.extend({
  name: required(100).optional(),
});
export const recipientsListResultSchema = z.object({
  msg: z.string(),
  listId: z.string(),
  count: z.number().int(),
});

/**
 * GET /line/broadcast-setting/{id}/quota: the audience against LINE's remaining monthly quota and
 * the account plan's included sends (messaging.md §9), and what sending would come to.
 */
export const broadcastQuotaSchema = z.object({
  /** The target lists' contacts minus the exclude lists' (an upper bound of the recipients). */
  recipients: z.number().int(),
  /** Messages the LINE account may still send this month; null when LINE sets no limit. */
  remaining: z.number().int().nullable(),
  plan: z.string(),
  /** Messages a month the plan includes; null: no limit. */
  included: z.number().int().nullable(),
  /** Messages the account sent this month on the hub's clock (broadcast recipients and agents' chat). */
  used: z.number().int(),
  outcome: z.enum(SEND_OUTCOMES),
  /** Messages of this send beyond the included ones (0 unless `over`). */
  extraMessages: z.number().int(),
  /** Their price; null unless `over` on a plan that sells extra messages. */
  extraCost: z.object({ usdCents: z.number().int(), jpy: z.number().int() }).nullable(),
});
export type BroadcastQuota = z.infer<typeof broadcastQuotaSchema>;
export type AudienceSize = z.infer<typeof audienceSizeSchema>;
