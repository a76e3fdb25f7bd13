import { z } from 'zod';

/**
 * What a LINE webhook event must look like before any of it reaches a query, a path or a URL
 * (ARCHITECTURE.md rule 11). Formats from LINE's reference and webhook.yml (LINE-FACTS.md §5): user ids
 * `U` + 32 hex, group ids `C…`, room ids `R…`, message ids digits, `webhookEventId` a ULID,
 * `timestamp` milliseconds. Only the fields Hubline reads are checked; the rest is kept as sent.
 */
const lineUserIdSchema = z.string().regex(/^U[0-9a-f]{32}$/);
const groupId = z.string().regex(/^C[0-9a-f]{32}$/);
const roomId = z.string().regex(/^R[0-9a-f]{32}$/);
const messageId = z.string().regex(/^\d{1,32}$/);
const word = z.string().regex(/^[A-Za-z]{1,64}$/);
/** ULID: 26 characters of Crockford base32. */
const webhookEventId = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/);
/** LINE documents no format (its examples are 32 hex); this keeps it to a token's characters. */
const replyToken = z.string().regex(/^[\w-]{1,256}$/);
/** 2000-01-01 to 9999-12-31: any real event, and nothing a Date or PostgreSQL cannot hold. */
const timestamp = z
  .number()
  .int()
  .min(Date.UTC(2000, 0, 1))
  .max(Date.UTC(9999, 11, 31));

const sourceSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('user'), userId: lineUserIdSchema }),
  z.looseObject({ type: z.literal('group'), groupId, userId: lineUserIdSchema.optional() }),
  z.looseObject({ type: z.literal('room'), roomId, userId: lineUserIdSchema.optional() }),
]);

const membersSchema = z.looseObject({
  members: z.array(z.looseObject({ type: word, userId: lineUserIdSchema.optional() })).max(1000),
});

export const lineEventSchema = z.looseObject({
  webhookEventId,
  type: word,
  timestamp,
  replyToken: replyToken.optional(),
  source: sourceSchema.optional(),
  message: z
    .looseObject({
      id: messageId,
      type: word,
      contentProvider: z.looseObject({ type: word }).optional(),
    })
    .optional(),
  unsend: z.looseObject({ messageId }).optional(),
  /** A delivery tag (16-100 characters we chose) or a hashed number (64 hex): visible ASCII only. */
  delivery: z.looseObject({ data: z.string().regex(/^[\x21-\x7e]{1,100}$/) }).optional(),
  joined: membersSchema.optional(),
  left: membersSchema.optional(),
});
export type LineEvent = z.infer<typeof lineEventSchema>;

/**
 * A delivery's events split into the ones to take and the ones refused, each refused one with
 * the paths of its bad fields. A `webhookEventId` seen twice in one delivery is taken once.
 */
export function sortLineEvents(events: unknown[]) {
  const valid = new Map<string, LineEvent>();
  const invalid: { index: number; fields: string[] }[] = [];
  events.forEach((event, index) => {
    const parsed = lineEventSchema.safeParse(event);
    if (!parsed.success) {
      invalid.push({ index, fields: [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))] });
    } else if (!valid.has(parsed.data.webhookEventId)) {
      valid.set(parsed.data.webhookEventId, parsed.data);
    }
  });
  return { valid: [...valid.values()], invalid };
}
