import type { Pipeline, Ticket } from '@hubline/contract';
import { checkStage, ticketStatus } from '../builtin/records/pipeline-rules.ts';
import type { CrmPort } from '../crm.port.ts';
import type { HubspotApi } from './client.ts';
import { hubspotRecords } from './records.ts';

/** Whether each stage of the ticket pipelines is a closed one. */
const closedStages = (pipelines: Pipeline[]) =>
  new Map(pipelines.flatMap((pipeline) => pipeline.stages.map((stage) => [stage.id, stage.isClosed])));

/** Tickets (B2: subject, content, hs_pipeline, hs_pipeline_stage), open or closed by their stage (B7). */
export function hubspotTickets(api: HubspotApi, pipelines: CrmPort['pipelines']): CrmPort['tickets'] {
  /** The pair is checked against HubSpot's pipelines first, so a refusal reads as the built-in CRM's. */
  async function stage(hubId: string, pipelineId: string, stageId: string) {
    checkStage(await pipelines.list(hubId, 'tickets'), pipelineId, stageId);
    return { hs_pipeline: pipelineId, hs_pipeline_stage: stageId };
  }
  return hubspotRecords(api, {
    type: 'tickets',
    toContact: 16,
    toCompany: 339,
    properties: ['subject', 'content', 'hs_pipeline', 'hs_pipeline_stage', 'hubspot_owner_id'],
    context: async (hubId) => closedStages(await pipelines.list(hubId, 'tickets')),
    toRecord({ id, properties, createdAt, updatedAt }, about, closed): Ticket {
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
    async create(hubId, input) {
      return {
        subject: input.subject,
        content: input.content,
        hubspot_owner_id: input.ownerId,
        ...(await stage(hubId, input.pipelineId, input.stageId)),
      };
    },
    async update(hubId, current, patch) {
      return {
        subject: patch.subject,
        content: patch.content,
        hubspot_owner_id: patch.ownerId,
        ...(await stage(hubId, patch.pipelineId ?? current.pipelineId, patch.stageId ?? current.stageId)),
      };
    },
  });
}
