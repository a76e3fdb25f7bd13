import { z } from 'zod';
import { PLANS, TIME_ZONE_IDS } from './constants.ts';

/** An IPv4/IPv6 address or CIDR range, as allowed-IP entries. */
export const ipEntrySchema = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
  error: 'validation.ip',
});

/**
 * A host name such as shop.example.jp (letters, digits and hyphens between dots, ASCII: an
 * international name in its xn-- form), stored lower-case.
 */
export const hostNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, { error: 'validation.hostName' })
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/, {
    error: 'validation.hostName',
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
  trustedLinkDomains: z.array(z.string()),
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
  trustedLinkDomains: z.array(hostNameSchema).max(50).optional(),
  useIPRestriction: z.boolean().optional(),
  allowedIPAddresses: z.array(ipEntrySchema).max(100).optional(),
});

export const renewApiKeyResponseSchema = z.object({ msg: z.string(), apiKey: z.string() });

export type RenewApiKeyResponse = z.infer<typeof renewApiKeyResponseSchema>;
