import type { Deps } from '../../../core/deps.ts';
import type { LineEvents } from '../../../core/line/line-events.ts';
import type { LineAccountRow } from '../../line-accounts/index.ts';
import { getConnection } from '../connection/crm-connections.repository.ts';
import { CRM_LOG_MESSAGE } from '../mirror/log-message.job.ts';
import { CRM_FOLLOW_UP_TASK } from './follow-up-task.job.ts';

type LogDeps = Pick<Deps, 'db' | 'queue'>;

/**
 * What a friend's message does in the CRM: it is queued for the contact's timeline in HubSpot
 * (hubs on the built-in CRM skip it: the conversation is Hubline's own), and with the account
 * option "task on message" it asks for a follow-up task on either CRM. Friends without a contact
 * (automatic contacts off and none linked) have nothing to log it on. Once per event: both jobs
 * are queued under the event's id.
 */
export async function logLineMessage(deps: LogDeps, event: LineEvents<LineAccountRow>['message']) {
  await logLineMessages(deps, [event]);
}

/** Many messages at once: each hub's connection is read once for the batch. */
export async function logLineMessages(
  deps: LogDeps,
  events: readonly LineEvents<LineAccountRow>['message'][],
) {
  const connected = new Map<string, boolean>();
  for (const event of events) {
    const { account, friend, message } = event;
    if (event.chat.type !== 'user' || !friend?.contactId) continue;
    const { contactId } = friend;
    const from = friend.displayName || event.chat.id;
    // CRM data, not interface text: the same words whoever reads the timeline.
    const text = typeof message.text === 'string' ? message.text : `[${message.type}]`;
    if (!connected.has(account.hubId))
      connected.set(account.hubId, Boolean(await getConnection(deps.db, account.hubId)));
    if (connected.get(account.hubId))
      await deps.queue.send(
        CRM_LOG_MESSAGE,
        { hubId: account.hubId, contactId, body: `LINE (${account.name}) ${from}: ${text}` },
        { key: event.eventId },
      );
    if (account.options.taskOnMessage)
      await deps.queue.send(
        CRM_FOLLOW_UP_TASK,
        { hubId: account.hubId, contactId, about: `${from} wrote to ${account.name}`, body: text },
        { key: event.eventId },
      );
  }
}
