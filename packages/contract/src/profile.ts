import { z } from 'zod';
import { LANGUAGES, PLANS, TIME_ZONE_IDS } from './constants.ts';
import { permissionsSchema } from './permissions.ts';

export const hubSummarySchema = z.object({
  hubId: z.string(),
  name: z.string(),
  subscription: z.enum(PLANS),
});
export type HubSummary = z.infer<typeof hubSummarySchema>;

/** The session fields of core.md §3 that exist so far. */
export const profileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  lang: z.enum(LANGUAGES),
  hubId: z.string(),
  hubName: z.string(),
  subscription: z.enum(PLANS),
  trialExpiredAt: z.string().nullable(),
  timezone: z.enum(TIME_ZONE_IDS),
  apiKey: z.string().nullable(),
  notification: z.boolean(),
  news: z.number().int(),
  notificationsUnread: z.number().int(),
  useTwoFactorAuth: z.boolean(),
  useIPRestriction: z.boolean(),
  allowedIPAddresses: z.array(z.string()),
  superAdmin: z.boolean(),
  adminConsole: z.boolean(),
  mobileApp: z.boolean(),
  seatsQuota: z.number().int(),
  permissions: permissionsSchema,
  accounts: z.array(hubSummarySchema),
  mailOutbox: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateLangRequestSchema = z.object({ lang: z.enum(LANGUAGES) });
export const updateNameRequestSchema = z.object({
  name: z.string().trim().min(1, { error: 'validation.required' }).max(80, { error: 'validation.tooLong' }),
});
export const updateNotificationRequestSchema = z.object({ notification: z.boolean() });
export const twoFactorSetupResponseSchema = z.object({ otpauthUrl: z.string() });
const totpCode = z.string().regex(/^\d{6}$/, { error: 'validation.invalid' });
/** While two-factor is on, a new secret replaces the active one only with a code from it. */
export const twoFactorSetupRequestSchema = z.object({ code: totpCode.optional() }).nullish();
export const updateTwoFactorRequestSchema = z.object({
  useTwoFactorAuth: z.boolean(),
  code: totpCode,
});
export const avatarResponseSchema = z.object({ msg: z.string(), avatar: z.string() });
export const selectHubRequestSchema = z.object({ hubId: z.string().min(1).max(40) });
export const hubAccessResponseSchema = hubSummarySchema;
export const accountsResponseSchema = z.object({ accounts: z.array(hubSummarySchema) });

export type AvatarResponse = z.infer<typeof avatarResponseSchema>;
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;
