import { z } from 'zod';
import type { Db } from '../../core/db/client.ts';
import { storableTexts } from '../../core/http/unstorable-text.ts';
import { recordSignatureFailure } from '../line-accounts/line-accounts.repository.ts';
import type { IntakeAccount } from './intake-helpers.ts';
import { lineSignatureValid } from './line-signature.ts';
import { storeEvents } from './webhook-events.repository.ts';

const callbackSchema = z.object({
  destination: z.string().optional(),
  events: z.array(
    z.looseObject({
      webhookEventId: z.string().min(1).max(64),
      type: z.string().min(1).max(64),
      timestamp: z.number(),
    }),
  ),
});

export type WebhookOutcome = { status: 200 | 400 | 401 | 404; body: { message?: string }; pending: number };

/**
 * Verify, record, acknowledge (DESIGN.md §3.5). The signature is checked on the raw bytes before
 * anything else; a refusal stores nothing but counts in the account's health. The caller wakes
 * the workers when events are pending.
 */
export async function receiveLineWebhook(
  db: Db,
  found: IntakeAccount | undefined,
  raw: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  if (!found) return { status: 404, body: { message: 'Not found' }, pending: 0 };
  const { account, channelSecret } = found;
  if (!lineSignatureValid(raw, channelSecret, signature) && account.options.validateWebhookSignature) {
    await recordSignatureFailure(db, account.id);
    return { status: 401, body: { message: 'Invalid signature' }, pending: 0 };
  }
  let parsed: z.infer<typeof callbackSchema>;
  try {
    // LINE relays what friends type: a NUL or a broken emoji is cleaned, never a reason to lose the event.
    parsed = callbackSchema.parse(JSON.parse(raw.toString('utf8'), storableTexts));
  } catch {
    return { status: 400, body: { message: 'Invalid webhook body' }, pending: 0 };
  }
  if (parsed.events.length === 0) return { status: 200, body: {}, pending: 0 };
  const pending = await storeEvents(
    db,
    account,
    parsed.events.map((event) => ({
      webhookEventId: event.webhookEventId,
      type: event.type,
      timestamp: event.timestamp,
      payload: event,
    })),
  );
  return { status: 200, body: {}, pending };
}
