import type { Task } from '@hubline/contract';
import type { CrmPort } from '../crm.port.ts';
import type { HubspotApi } from './client.ts';
import { hubspotRecords, isoOf } from './records.ts';

const status = (completed: boolean) => (completed ? 'COMPLETED' : 'NOT_STARTED');

/**
 * Tasks (B2: hs_task_subject, hs_task_body, hs_task_status, hs_timestamp as the due date).
 * HubSpot requires hs_timestamp, so a task without a due date is due when it is created, and a
 * due date cannot be cleared (a null one is left as it is).
 */
export function hubspotTasks(api: HubspotApi): CrmPort['tasks'] {
  return hubspotRecords(api, {
    type: 'tasks',
    toContact: 204,
    toCompany: 192,
    properties: ['hs_task_subject', 'hs_task_body', 'hs_timestamp', 'hs_task_status', 'hubspot_owner_id'],
    context: async () => undefined,
    toRecord({ id, properties, createdAt }, about): Task {
      return {
        id,
        subject: properties.hs_task_subject ?? '',
        body: properties.hs_task_body ?? '',
        dueDate: isoOf(properties.hs_timestamp),
        ownerId: properties.hubspot_owner_id ?? null,
        completed: properties.hs_task_status === 'COMPLETED',
        ...about,
        createdAt,
      };
    },
    async create(_hubId, input) {
      return {
        hs_task_subject: input.subject,
        hs_task_body: input.body,
        hs_timestamp: input.dueDate ?? new Date().toISOString(),
        hs_task_status: status(input.completed),
        hubspot_owner_id: input.ownerId,
      };
    },
    async update(_hubId, _current, patch) {
      return {
        hs_task_subject: patch.subject,
        hs_task_body: patch.body,
        hs_timestamp: patch.dueDate ?? undefined,
        hs_task_status: patch.completed === undefined ? undefined : status(patch.completed),
        hubspot_owner_id: patch.ownerId,
      };
    },
  });
}
