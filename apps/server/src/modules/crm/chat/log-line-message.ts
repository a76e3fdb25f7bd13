import { and, eq } from 'drizzle-orm';
import { CRM_FOLLOW_UP_TASK } from '../../crm/chat/follow-up-task.job.ts';
import { getConnection } from '../../crm/connection/crm-connections.repository.ts';
import { CRM_LOG_MESSAGE } from '../../crm/mirror/log-message.job.ts';
import { type LineAccountRow, lineUsers } from '../../line-accounts/line-accounts.schema.ts';
import type { HandlerDeps } from './handle-line-event.ts';

type ReceivedMessage = { type?: string; text?: unknown };

/**
 * What a friend's message does in the CRM: it is queued for the contact's timeline in HubSpot
 * (hubs on the built-in CRM skip it: the conversation is Hubline's own), and with the account
 * option "task on message" it asks for a follow-up task on either CRM. Friends without a contact
 * (automatic contacts off and none linked) have nothing to log it on.
 */
export async function messageOnCrm(
  deps: HandlerDeps,
  account: LineAccountRow,
  userId: string,
  message: ReceivedMessage,
) {
  const [friend] = await deps.db
    .select({ contactId: lineUsers.contactId, name: lineUsers.displayName })
    .from(lineUsers)
    .where(and(eq(lineUsers.lineAccountId, account.id), eq(lineUsers.userId, userId)));
  if (!friend?.contactId) return;
  const { contactId } = friend;
  const from = friend.name || userId;
  // CRM data, not interface text: the same words whoever reads the timeline.
  const text = typeof message.text === 'string' ? message.text : `[${message.type ?? 'message'}]`;
  if (await getConnection(deps.db, account.hubId))
    await deps.queue.send(CRM_LOG_MESSAGE, {
      hubId: account.hubId,
      contactId,
      body: `LINE (${account.name}) ${from}: ${text}`,
    });
  if (account.options.taskOnMessage)
    await deps.queue.send(CRM_FOLLOW_UP_TASK, {
      hubId: account.hubId,
      contactId,
      about: `${from} wrote to ${account.name}`,
      body: text,
    });
}
