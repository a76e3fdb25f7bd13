import type { Ticket } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../core/db/client.ts';
import type { CrmPort } from '../../crm.port.ts';
import { ticketStatus } from '../../pipeline-rules.ts';
import { crmPipelineStages, crmTickets } from '../crm.schema.ts';
import { checkedStage } from './pipelines.ts';
import { recordsPort } from './record-store.ts';

type TicketRow = typeof crmTickets.$inferSelect;

function toTicket(row: TicketRow, stage: { isClosed: boolean }): Ticket {
  return {
    id: row.id,
    subject: row.subject,
    content: row.content,
    pipelineId: row.pipelineId,
    stageId: row.stageId,
    status: ticketStatus(stage),
    ownerId: row.ownerId,
    contactId: row.contactId,
    companyId: row.companyId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Tickets: open or closed by their stage, which must be a stage of their pipeline. */
export function builtInTickets(db: Db, pipelines: CrmPort['pipelines']): CrmPort['tickets'] {
  return recordsPort(db, {
    table: crmTickets,
    query: () =>
      db
        .select({ ticket: crmTickets, isClosed: crmPipelineStages.isClosed })
        .from(crmTickets)
        .innerJoin(crmPipelineStages, eq(crmPipelineStages.id, crmTickets.stageId))
        .$dynamic(),
    toRecord: (row) => toTicket(row.ticket, row),
    async values(owned, input) {
      return {
        ...owned,
        subject: input.subject,
        content: input.content,
        ownerId: input.ownerId ?? null,
        ...(await checkedStage(pipelines, owned.hubId, 'tickets', input)),
      };
    },
    async changes(hubId, current, patch) {
      const stage = await checkedStage(pipelines, hubId, 'tickets', {
        pipelineId: patch.pipelineId ?? current.pipelineId,
        stageId: patch.stageId ?? current.stageId,
      });
      return { subject: patch.subject, content: patch.content, ownerId: patch.ownerId, ...stage };
    },
  });
}
