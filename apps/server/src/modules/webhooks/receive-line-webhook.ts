import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { getAccountForWebhook, recordSignatureFailure } from '../line-accounts/line-accounts.repository.ts';
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

export type WebhookOutcome = { status: 200 | 400 | 401 | 404; body: { message?: string } };

/**
 * Verify, record, enqueue, acknowledge (DESIGN.md §3.5). The signature is checked on the raw
 * bytes before anything else; a refusal stores nothing but counts in the account's health.
 */
export async function receiveLineWebhook(
  deps: Deps,
  accountId: string,
  raw: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const account = z.uuid().safeParse(accountId).success
    ? await getAccountForWebhook(deps.db, accountId)
    : undefined;
  if (!account) return { status: 404, body: { message: 'Not found' } };
  const signed = lineSignatureValid(raw, deps.secrets.open(account.channelSecret), signature);
  if (!signed && account.options.validateWebhookSignature) {
    await recordSignatureFailure(deps.db, account.id);
    return { status: 401, body: { message: 'Invalid signature' } };
  }
  let parsed: z.infer<typeof callbackSchema>;
  try {
    parsed = callbackSchema.parse(JSON.parse(raw.toString('utf8')));
  } catch {
    return { status: 400, body: { message: 'Invalid webhook body' } };
  }
  if (parsed.events.length === 0) return { status: 200, body: {} };
  const ids = await storeEvents(
    deps.db,
    account,
    parsed.events.map((event) => ({
      webhookEventId: event.webhookEventId,
      type: event.type,
      timestamp: event.timestamp,
      payload: event,
    })),
  );
  if (ids.length > 0) await deps.queue.send(deps.jobs.processLineEvents, { ids });
  return { status: 200, body: {} };
}
