import type { Workflow } from '@hubline/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { isUuid } from '../../core/db/ids.ts';
import { AppError } from '../../core/http/errors.ts';
import { crmWorkflowEnrollments, crmWorkflows } from './builtin/crm.schema.ts';
import type { ContactsPort, WorkflowsPort } from './crm.port.ts';

/**
 * Named workflows and their enrolments, kept by Hubline whichever CRM the hub uses (HubSpot's
 * workflow API is outside the specs the connector follows); what a workflow does comes with the
 * features that run them. `contacts` is the hub's CRM, which says whether a contact exists.
 */
export function hublineWorkflows(db: Db, contacts: Pick<ContactsPort, 'get'>): WorkflowsPort {
  return {
    async list(hubId) {
      const rows = await db
        .select({
          id: crmWorkflows.id,
          name: crmWorkflows.name,
          createdAt: crmWorkflows.createdAt,
          enrolled: count(crmWorkflowEnrollments.id),
        })
        .from(crmWorkflows)
        .leftJoin(crmWorkflowEnrollments, eq(crmWorkflowEnrollments.workflowId, crmWorkflows.id))
        .where(eq(crmWorkflows.hubId, hubId))
        .groupBy(crmWorkflows.id)
        .orderBy(asc(crmWorkflows.name));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
    async create(hubId, name): Promise<Workflow> {
      const [row] = await db.insert(crmWorkflows).values({ hubId, name }).onConflictDoNothing().returning();
      if (!row) throw new AppError('crm.error.duplicateWorkflow', { name });
      return { id: row.id, name: row.name, enrolled: 0, createdAt: row.createdAt.toISOString() };
    },
    async enroll(hubId, workflowId, contactId, source) {
      if (!isUuid(workflowId)) return undefined;
      const [workflow] = await db
        .select({ id: crmWorkflows.id })
        .from(crmWorkflows)
        .where(and(eq(crmWorkflows.hubId, hubId), eq(crmWorkflows.id, workflowId)));
      if (!workflow || !(await contacts.get(hubId, contactId))) return undefined;
      const [row] = await db
        .insert(crmWorkflowEnrollments)
        .values({ hubId, workflowId, contactId, source })
        .returning({ id: crmWorkflowEnrollments.id });
      return row?.id;
    },
    async enrollments(hubId, contactId) {
      const rows = await db
        .select({
          workflowId: crmWorkflows.id,
          workflowName: crmWorkflows.name,
          contactId: crmWorkflowEnrollments.contactId,
          source: crmWorkflowEnrollments.source,
          enrolledAt: crmWorkflowEnrollments.enrolledAt,
        })
        .from(crmWorkflowEnrollments)
        .innerJoin(crmWorkflows, eq(crmWorkflows.id, crmWorkflowEnrollments.workflowId))
        .where(and(eq(crmWorkflowEnrollments.hubId, hubId), eq(crmWorkflowEnrollments.contactId, contactId)))
        .orderBy(desc(crmWorkflowEnrollments.enrolledAt));
      return rows.map((row) => ({ ...row, enrolledAt: row.enrolledAt.toISOString() }));
    },
  };
}
