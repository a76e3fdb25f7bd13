import { and, eq } from 'drizzle-orm';
import { getConnection } from '../../crm/connection/crm-connections.repository.ts';
import { CRM_LOG_MESSAGE } from '../../crm/mirror/log-message.job.ts';
import { type LineAccountRow, lineUsers } from '../../line-accounts/line-accounts.schema.ts';
import type { HandlerDeps } from './handle-line-event.ts';

/** A friend's message, queued for the contact's timeline in HubSpot (hubs on the built-in CRM skip it). */
export async function logOnCrm(
  deps: HandlerDeps,
  account: LineAccountRow,
  userId: string,
  message: { type?: string; text?: unknown },
) {
  if (!(await getConnection(deps.db, account.hubId))) return;
  const [friend] = await deps.db
    .select({ contactId: lineUsers.contactId, name: lineUsers.displayName })
    .from(lineUsers)
    .where(and(eq(lineUsers.lineAccountId, account.id), eq(lineUsers.userId, userId)));
  if (!friend?.contactId) return;
  // CRM data, not interface text: the same words whoever reads the timeline.
  const text = typeof message.text === 'string' ? message.text : `[${message.type ?? 'message'}]`;
  await deps.queue.send(CRM_LOG_MESSAGE, {
    hubId: account.hubId,
    contactId: friend.contactId,
    body: `LINE (${account.name}) ${friend.name || userId}: ${text}`,
  });
}
