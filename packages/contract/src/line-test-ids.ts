import { z } from 'zod';

/**
 * A console user's own LINE user id on one LINE account of a hub, where test sends "to a user" go.
 * LINE user ids differ between providers, so it is kept per account (messaging.md §4).
 */
export const lineTestIdSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  lineUserId: z.string().nullable(),
});
export const lineTestIdsResponseSchema = z.object({ items: z.array(lineTestIdSchema) });
export const setLineTestIdRequestSchema = z.object({
  accountId: z.string(),
  /** Empty or null clears it. */
  lineUserId: z.union([
    z.literal(''),
    z.null(),
    z.string().regex(/^U[0-9a-f]{32}$/, { error: 'validation.invalid' }),
  ]),
});
export type LineTestId = z.infer<typeof lineTestIdSchema>;
export type SetLineTestIdRequest = z.infer<typeof setLineTestIdRequestSchema>;
