import { z } from 'zod';
import { PLANS, TIME_ZONE_IDS } from './constants.ts';

/** An IPv4/IPv6 address or CIDR range, as allowed-IP entries. */
export const ipEntrySchema = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
  error: 'validation.ip',
});

export const accountSchema = z.object({
  hubId: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  subscription: z.enum(PLANS),
  trialExpiredAt: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  apiKey: z.string(),
  timezone: z.enum(TIME_ZONE_IDS),
  useIPRestriction: z.boolean(),
  allowedIPAddresses: z.array(z.string()),
  /** The address this request came from, so an administrator does not lock themself out. */
  yourIp: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountUpdateRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(80, { error: 'validation.tooLong' })
    .optional(),
  timezone: z.enum(TIME_ZONE_IDS).optional(),
  useIPRestriction: z.boolean().optional(),
  allowedIPAddresses: z.array(ipEntrySchema).max(100).optional(),
});

export const renewApiKeyResponseSchema = z.object({ msg: z.string(), apiKey: z.string() });

export type RenewApiKeyResponse = z.infer<typeof renewApiKeyResponseSchema>;
