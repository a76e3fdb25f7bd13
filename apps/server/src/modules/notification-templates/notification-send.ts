import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { PnpTemplateRequest } from '../../core/line/line-pnp-template.ts';
import { type CallOutcome, retrying } from '../../core/line/line-send.ts';
import type { LineAccountRow } from '../line-accounts/index.ts';
import { type NotificationTemplateRow, notificationSends } from './notification-templates.schema.ts';

type SendDeps = Pick<Deps, 'db' | 'line' | 'secrets' | 'config'>;
export type NotificationOutcome = { ok: true } | Extract<CallOutcome, { ok: false }>;

/** LINE finds the user by the SHA-256 hex of the E.164 number, never the number itself. */
export const hashPhone = (e164: string) => createHash('sha256').update(e164).digest('hex');

/** The template as LINE's template push takes it: the emphasized item only when there is one. */
export function pnpTemplateOf(template: NotificationTemplateRow, to: string): PnpTemplateRequest {
  return {
    to,
    templateKey: template.templateKey,
    body: {
      ...(template.emphasizedItem ? { emphasizedItem: template.emphasizedItem } : {}),
      items: template.items,
      buttons: template.buttons,
    },
  };
}

/**
 * Sends the template to one phone as a LINE notification message. The send is recorded first with
 * its own delivery tag (ARCHITECTURE.md rule 11), so LINE's delivery event, which names only the
 * tag, is recorded against this recipient. LINE takes no retry key here and bills every message
 * that arrives, so it is repeated only when LINE surely did not take it (line-send `once`).
 */
export async function sendNotification(
  deps: SendDeps,
  send: { account: LineAccountRow; template: NotificationTemplateRow; phone: string; origin: string },
): Promise<NotificationOutcome> {
  const { account, template } = send;
  const deliveryTag = `hubline-${randomUUID().replaceAll('-', '')}`;
  const phoneHash = hashPhone(send.phone);
  const [row] = await deps.db
    .insert(notificationSends)
    .values({
      hubId: account.hubId,
      lineAccountId: account.id,
      templateId: template.id,
      origin: send.origin,
      phoneHash,
      deliveryTag,
    })
    .returning({ id: notificationSends.id });
  const api = deps.line.notifications({
    platform: account.platform,
    accessToken: deps.secrets.open(account.accessToken),
  });
  const outcome = await retrying(() => api.pushTemplate(pnpTemplateOf(template, phoneHash), deliveryTag), {
    timeoutMs: deps.config.broadcasts.requestTimeoutMs,
    once: true,
  });
  // The delivery event may have come first: a row already delivered stays so.
  await deps.db
    .update(notificationSends)
    .set(outcome.ok ? { status: 'sent' } : { status: 'failed', error: outcome.lineReason ?? outcome.reason })
    .where(and(eq(notificationSends.id, row?.id ?? ''), isNull(notificationSends.deliveredAt)));
  return outcome.ok ? { ok: true } : outcome;
}

/** LINE's delivery event: the send with that tag reached its phone (once, at the event's time). */
export async function recordDelivery(
  deps: Pick<Deps, 'db'>,
  event: { lineAccountId: string; data: string; occurredAt: Date },
) {
  await deps.db
    .update(notificationSends)
    .set({ status: 'delivered', deliveredAt: event.occurredAt })
    .where(
      and(
        eq(notificationSends.lineAccountId, event.lineAccountId),
        eq(notificationSends.deliveryTag, event.data),
        isNull(notificationSends.deliveredAt),
      ),
    );
}
