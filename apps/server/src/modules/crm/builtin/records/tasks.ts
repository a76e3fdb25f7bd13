import type { Task } from '@hubline/contract';
import type { Db } from '../../../../core/db/client.ts';
import type { CrmPort } from '../../crm.port.ts';
import { crmTasks } from '../crm.schema.ts';
import { recordsPort, toDate } from './record-store.ts';

type TaskRow = typeof crmTasks.$inferSelect;

function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    dueDate: row.dueAt?.toISOString() ?? null,
    ownerId: row.ownerId,
    completed: row.completed,
    contactId: row.contactId,
    companyId: row.companyId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Tasks: a subject with a due date and owner, completed or not (HubSpot's COMPLETED / NOT_STARTED). */
export function builtInTasks(db: Db): CrmPort['tasks'] {
  return recordsPort(db, {
    table: crmTasks,
    query: () => db.select().from(crmTasks).$dynamic(),
    toRecord: toTask,
    async values(owned, input) {
      return {
        ...owned,
        subject: input.subject,
        body: input.body,
        dueAt: toDate(input.dueDate) ?? null,
        ownerId: input.ownerId ?? null,
        completed: input.completed,
      };
    },
    async changes(_hubId, _current, patch) {
      return {
        subject: patch.subject,
        body: patch.body,
        dueAt: toDate(patch.dueDate),
        ownerId: patch.ownerId,
        completed: patch.completed,
      };
    },
  });
}
