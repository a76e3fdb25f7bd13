import { NOTIFICATION_COUNTRY_CODES, type notificationTestSendSchema } from '@hubline/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { AppError, orNotFound } from '../../core/http/errors.ts';
import { getAccount } from '../line-accounts/index.ts';
import { type NotificationOutcome, sendNotification } from './notification-send.ts';
import { findTemplate } from './notification-templates.repository.ts';
import { notificationSends } from './notification-templates.schema.ts';

/**
 * Why a notification message was not sent, as the user reads it: unknown when LINE never answered
 * (each one that arrives is billed, so they check before trying again); LINE's documented reasons
 * for 422 (no user it can reach at that number) and 403 (the account may not send them); else
 * LINE's own words. https://developers.line.biz/en/reference/line-notification-messages/#send-line-notification-message-template-error-response
 */
function failureOf(failure: Exclude<NotificationOutcome, { ok: true }>) {
  if (failure.maybeArrived) return new AppError('broadcast.error.testUnknown');
  if (failure.status === 422) return new AppError('broadcast.error.testPhoneUnreachable');
  if (failure.status === 403) return new AppError('broadcast.error.testPhoneNotAllowed');
  if (failure.status !== undefined && failure.status < 500)
    return new AppError('broadcast.error.testRefused', {
      reason: failure.lineReason ?? `HTTP ${failure.status}`,
    });
  return new AppError('broadcast.error.testFailed');
}

/** POST /{id}/test: the saved template to one phone of its region, from one of the hub's accounts. */
export async function testSendTemplate(
  deps: Pick<Deps, 'db' | 'line' | 'secrets' | 'config'>,
  hubId: string,
  id: string,
  input: z.output<typeof notificationTestSendSchema>,
) {
  const template = orNotFound(await findTemplate(deps.db, hubId, id));
  const account = orNotFound(await getAccount(deps.db, hubId, input.accountId));
  const code = NOTIFICATION_COUNTRY_CODES[template.region];
  if (!input.phone.startsWith(code)) throw new AppError('notificationTemplate.error.phoneRegion', { code });
  const outcome = await sendNotification(deps, { account, template, phone: input.phone, origin: 'test' });
  if (!outcome.ok) throw failureOf(outcome);
}

/** The template's latest sends and whether LINE reported each delivered. */
export async function recentSends(deps: Pick<Deps, 'db'>, hubId: string, id: string) {
  orNotFound(await findTemplate(deps.db, hubId, id));
  const rows = await deps.db
    .select()
    .from(notificationSends)
    .where(and(eq(notificationSends.hubId, hubId), eq(notificationSends.templateId, id)))
    .orderBy(desc(notificationSends.createdAt))
    .limit(10);
  return rows.map((row) => ({
    id: row.id,
    origin: row.origin,
    status: row.status,
    error: row.error,
    sentAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  }));
}
