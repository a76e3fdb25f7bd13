import { z } from 'zod';

/** LINE's audience statuses (Manage Audience API); only a READY audience can be narrowcast to. */
export const LINE_AUDIENCE_STATUSES = [
  'IN_PROGRESS',
  'READY',
  'FAILED',
  'EXPIRED',
  'INACTIVE',
  'ACTIVATING',
] as const;
export type LineAudienceStatus = (typeof LINE_AUDIENCE_STATUSES)[number];

/**
 * LINE's audienceGroupId is an int64 that goes out as a JSON number: digits only, and within the
 * integers a JavaScript number holds exactly, so the id we send is the id LINE listed.
 */
export function isLineAudienceId(id: string): boolean {
  return /^[1-9]\d{0,15}$/.test(id) && Number.isSafeInteger(Number(id));
}
export const lineAudienceIdSchema = z
  .string()
  .refine(isLineAudienceId, { error: 'broadcast.error.badAudienceId' });

/** One of a LINE account's audiences, as the composer lists them (GET /line/{accountId}/audiences). */
export const lineAudienceSchema = z.object({
  /** LINE's audienceGroupId, as the string a broadcast's `lineAudiences` keeps. */
  id: z.string(),
  description: z.string(),
  status: z.enum(LINE_AUDIENCE_STATUSES),
  /** How many users LINE counts in it. */
  audienceCount: z.number().int(),
  /** When LINE created it (ISO 8601). */
  created: z.string(),
});
export type LineAudience = z.infer<typeof lineAudienceSchema>;

/** GET /line/{accountId}/audiences?page=&size= (core.md reference reads): one page of LINE's list, paged as LINE pages it. */
export const lineAudiencesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(40).default(40),
});
export const lineAudiencesSchema = z.object({
  audiences: z.array(lineAudienceSchema),
  page: z.number().int(),
  totalCount: z.number().int(),
  hasNextPage: z.boolean(),
});
export type LineAudiences = z.infer<typeof lineAudiencesSchema>;
