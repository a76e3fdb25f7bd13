import type { Pipeline, Ticket, TicketInput, TicketPatch } from '@hubline/contract';
import type { CrmPort } from '../crm.port.ts';
import { ticketStatus } from '../pipeline-rules.ts';
import type { HubspotApi } from './client.ts';
import { hubspotRecords } from './records.ts';

/** Whether each stage of the ticket pipelines is a closed one. */
const closedStages = (pipelines: Pipeline[]) =>
  new Map(pipelines.flatMap((pipeline) => pipeline.stages.map((stage) => [stage.id, stage.isClosed])));

/** Tickets (B2: subject, content, hs_pipeline, hs_pipeline_stage), open or closed by their stage (B7). */
export function hubspotTickets(api: HubspotApi, pipelines: CrmPort['pipelines']): CrmPort['tickets'] {
  return hubspotRecords<Ticket, TicketInput, TicketPatch, Map<string, boolean>>(api, {
    type: 'tickets',
    toContact: 16,
    toCompany: 339,
    properties: ['subject', 'content', 'hs_pipeline', 'hs_pipeline_stage', 'hubspot_owner_id'],
    stage: { pipelines, object: 'tickets', pipeline: 'hs_pipeline', stage: 'hs_pipeline_stage' },
    context: async (hubId) => closedStages(await pipelines.list(hubId, 'tickets')),
    toRecord({ id, properties, createdAt, updatedAt }, about, closed) {
      const stageId = properties.hs_pipeline_stage ?? '';
      return {
        id,
        subject: properties.subject ?? '',
        content: properties.content ?? '',
        pipelineId: properties.hs_pipeline ?? '',
        stageId,
        status: ticketStatus({ isClosed: closed.get(stageId) ?? false }),
        ownerId: properties.hubspot_owner_id ?? null,
        ...about,
        createdAt,
        updatedAt,
      };
    },
    fields: {
      subject: 'subject',
      content: 'content',
      pipelineId: 'hs_pipeline',
      stageId: 'hs_pipeline_stage',
      ownerId: 'hubspot_owner_id',
    },
  });
}
