import { z } from 'zod';
import type { Db } from '../../core/db/client.ts';
import { storableTexts } from '../../core/http/unstorable-text.ts';
import { lineSignatureValid } from '../../core/line/line-signature.ts';
import { recordSignatureFailure } from '../line-accounts/index.ts';
import type { IntakeAccount } from './intake-helpers.ts';
import { sortLineEvents } from './line-event.schema.ts';
import { chatOf } from './line-event-of.ts';
import { storeEvents } from './webhook-events.repository.ts';

/** The envelope only: each event is checked on its own (line-event.schema.ts). */
const callbackSchema = z.object({
  destination: z.string().optional(),
  events: z.array(z.unknown()).max(1000),
});

export type WebhookOutcome = {
  status: 200 | 400 | 401 | 404;
  body: { message?: string };
  pending: number;
  /** Events refused by their schema: where they sat in the delivery, and their bad fields. */
  invalid: { index: number; fields: string[] }[];
};

/**
 * Verify, record, acknowledge (ARCHITECTURE.md rule 5). The signature is checked on the raw bytes before
 * anything else; a refusal stores nothing but counts in the account's health. The caller wakes
 * the workers when events are pending.
 *
 * Each event is checked by schema before it is stored. The valid ones are taken and the delivery
 * is acknowledged with 200 even when some are refused: LINE would redeliver the same bytes on any
 * other answer, and a bad event stays bad, so the caller logs the refused ones instead.
 */
export async function receiveLineWebhook(
  db: Db,
  found: IntakeAccount | undefined,
  raw: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  if (!found) return { status: 404, body: { message: 'Not found' }, pending: 0, invalid: [] };
  const { account, channelSecret } = found;
  if (!lineSignatureValid(raw, channelSecret, signature) && account.options.validateWebhookSignature) {
    await recordSignatureFailure(db, account.id);
    return { status: 401, body: { message: 'Invalid signature' }, pending: 0, invalid: [] };
  }
  let parsed: z.infer<typeof callbackSchema>;
  try {
    // LINE relays what friends type: a NUL or a broken emoji is cleaned, never a reason to lose the event.
    parsed = callbackSchema.parse(JSON.parse(raw.toString('utf8'), storableTexts));
  } catch {
    return { status: 400, body: { message: 'Invalid webhook body' }, pending: 0, invalid: [] };
  }
  const { valid, invalid } = sortLineEvents(parsed.events);
  if (valid.length === 0) return { status: 200, body: {}, pending: 0, invalid };
  const pending = await storeEvents(
    db,
    account,
    valid.map((event) => ({
      webhookEventId: event.webhookEventId,
      type: event.type,
      chatId: chatOf(event).id ?? '',
      timestamp: event.timestamp,
      payload: event,
    })),
  );
  return { status: 200, body: {}, pending, invalid };
}
