import type { Deal } from '@hubline/contract';
import { checkStage } from '../builtin/records/pipeline-rules.ts';
import type { CrmPort } from '../crm.port.ts';
import type { HubspotApi } from './client.ts';
import { hubspotRecords, isoOf } from './records.ts';

/** Deals (B2: dealname, pipeline, dealstage, amount, closedate); the stage must be of the pipeline. */
export function hubspotDeals(api: HubspotApi, pipelines: CrmPort['pipelines']): CrmPort['deals'] {
  async function stage(hubId: string, pipeline: string, dealstage: string) {
    checkStage(await pipelines.list(hubId, 'deals'), pipeline, dealstage);
    return { pipeline, dealstage };
  }
  return hubspotRecords(api, {
    type: 'deals',
    toContact: 3,
    toCompany: 341,
    properties: ['dealname', 'pipeline', 'dealstage', 'amount', 'closedate', 'hubspot_owner_id'],
    context: async () => undefined,
    toRecord({ id, properties, createdAt, updatedAt }, about): Deal {
      return {
        id,
        dealname: properties.dealname ?? '',
        pipeline: properties.pipeline ?? '',
        dealstage: properties.dealstage ?? '',
        amount: properties.amount ?? null,
        closeDate: isoOf(properties.closedate),
        ownerId: properties.hubspot_owner_id ?? null,
        ...about,
        createdAt,
        updatedAt,
      };
    },
    async create(hubId, input) {
      return {
        dealname: input.dealname,
        amount: input.amount,
        closedate: input.closeDate,
        hubspot_owner_id: input.ownerId,
        ...(await stage(hubId, input.pipeline, input.dealstage)),
      };
    },
    async update(hubId, current, patch) {
      return {
        dealname: patch.dealname,
        amount: patch.amount,
        closedate: patch.closeDate,
        hubspot_owner_id: patch.ownerId,
        ...(await stage(hubId, patch.pipeline ?? current.pipeline, patch.dealstage ?? current.dealstage)),
      };
    },
  });
}
