import type { Deps } from '../../../core/deps.ts';
import type { JobDefinition, JobKind } from '../../../core/queue/queue.ts';

/** A friend's message that asks for a follow-up task on their contact (account option "task on message"). */
export interface FollowUpTask {
  hubId: string;
  contactId: string;
  /** Who wrote to which account: the task's subject after FOLLOW_UP_PREFIX. */
  about: string;
  /** The message, as the task's body. */
  body: string;
}

// Retried generously, as logged messages are: HubSpot's rate limits must delay a task, never lose it.
export const CRM_FOLLOW_UP_TASK: JobKind<FollowUpTask> = { name: 'crm.follow-up-task', retryLimit: 10 };

/** CRM data, not interface text: the same words whoever reads the task, and how an open one is found. */
export const FOLLOW_UP_PREFIX = 'LINE follow-up: ';
const SUBJECT_LENGTH = 200;

/**
 * Creates a follow-up task for the contact's owner, unless the contact already has an open one: a
 * friend who writes ten messages in a row needs one answer, not ten tasks in the owner's queue.
 * Completing the task lets the next message create a new one.
 */
export function crmFollowUpTaskJob(deps: Pick<Deps, 'crm'>): JobDefinition<FollowUpTask> {
  return {
    ...CRM_FOLLOW_UP_TASK,
    async handle({ hubId, contactId, about, body }) {
      const tasks = await deps.crm.tasks.list(hubId, { contactId });
      if (tasks.some((task) => !task.completed && task.subject.startsWith(FOLLOW_UP_PREFIX))) return;
      const contact = await deps.crm.contacts.get(hubId, contactId);
      if (!contact) return;
      await deps.crm.tasks.create(
        hubId,
        { contactId },
        {
          subject: `${FOLLOW_UP_PREFIX}${about}`.slice(0, SUBJECT_LENGTH),
          body,
          ownerId: contact.properties.hubspot_owner_id || null,
          completed: false,
        },
        null,
      );
    },
  };
}
