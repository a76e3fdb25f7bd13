import type { Pipeline } from '@hubline/contract';
import type { Pipeline as HubspotPipeline } from '@hubspot/api-client/lib/codegen/crm/pipelines/index.js';
import type { CrmPort } from '../crm.port.ts';
import type { HubspotApi } from './client.ts';

const byOrder = (a: { displayOrder: number }, b: { displayOrder: number }) => a.displayOrder - b.displayOrder;

/**
 * A HubSpot pipeline as the contract's (B7): ticket stages close by `metadata.ticketState`, deal
 * stages carry `metadata.probability` (0.0 to 1.0) and `metadata.isClosed` for won and lost.
 */
export function toPipeline(pipeline: HubspotPipeline): Pipeline {
  return {
    id: pipeline.id,
    label: pipeline.label,
    displayOrder: pipeline.displayOrder,
    stages: pipeline.stages
      .filter((stage) => !stage.archived)
      .sort(byOrder)
      .map((stage) => {
        const metadata = stage.metadata ?? {};
        return {
          id: stage.id,
          label: stage.label,
          displayOrder: stage.displayOrder,
          isClosed: metadata.ticketState === 'CLOSED' || metadata.isClosed === 'true',
          probability: metadata.probability === undefined ? null : Number(metadata.probability),
        };
      }),
  };
}

/** Ticket and deal pipelines, HubSpot's own, read live. */
export function hubspotPipelines(api: HubspotApi): CrmPort['pipelines'] {
  return {
    async list(_hubId, object) {
      const { results } = await api.call((client) => client.crm.pipelines.pipelinesApi.getAll(object));
      return results
        .filter((pipeline) => !pipeline.archived)
        .sort(byOrder)
        .map(toPipeline);
    },
  };
}
