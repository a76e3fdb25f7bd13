import type { Task, TaskInput, TaskPatch } from '@hubline/contract';
import type { CrmPort } from '../crm.port.ts';
import type { HubspotApi } from './client.ts';
import { hubspotRecords, isoOf } from './records.ts';

/**
 * Tasks (B2: hs_task_subject, hs_task_body, hs_task_status, hs_timestamp as the due date).
 * HubSpot requires hs_timestamp, so a task without a due date is due when it is created, and a
 * due date cannot be cleared (a null one is left as it is).
 */
export function hubspotTasks(api: HubspotApi): CrmPort['tasks'] {
  return hubspotRecords<Task, TaskInput, TaskPatch, undefined>(api, {
    type: 'tasks',
    toContact: 204,
    toCompany: 192,
    properties: ['hs_task_subject', 'hs_task_body', 'hs_timestamp', 'hs_task_status', 'hubspot_owner_id'],
    context: async () => undefined,
    toRecord: ({ id, properties, createdAt }, about) => ({
      id,
      subject: properties.hs_task_subject ?? '',
      body: properties.hs_task_body ?? '',
      dueDate: isoOf(properties.hs_timestamp),
      ownerId: properties.hubspot_owner_id ?? null,
      completed: properties.hs_task_status === 'COMPLETED',
      ...about,
      createdAt,
    }),
    fields: { subject: 'hs_task_subject', body: 'hs_task_body', ownerId: 'hubspot_owner_id' },
    write: ({ dueDate, completed }) => ({
      hs_timestamp: dueDate ?? undefined,
      hs_task_status: completed === undefined ? undefined : completed ? 'COMPLETED' : 'NOT_STARTED',
    }),
    created: async () => ({ hs_timestamp: new Date().toISOString() }),
  });
}
