import type { Deal, DealInput, DealPatch } from '@hubline/contract';
import type { CrmPort } from '../crm.port.ts';
import type { HubspotApi } from './client.ts';
import { hubspotRecords, isoOf } from './records.ts';

/** Deals (B2: dealname, pipeline, dealstage, amount, closedate); the stage must be of the pipeline. */
export function hubspotDeals(api: HubspotApi, pipelines: CrmPort['pipelines']): CrmPort['deals'] {
  return hubspotRecords<Deal, DealInput, DealPatch, undefined>(api, {
    type: 'deals',
    toContact: 3,
    toCompany: 341,
    properties: ['dealname', 'pipeline', 'dealstage', 'amount', 'closedate', 'hubspot_owner_id'],
    stage: { pipelines, object: 'deals', pipeline: 'pipeline', stage: 'dealstage' },
    context: async () => undefined,
    toRecord: ({ id, properties, createdAt, updatedAt }, about) => ({
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
    }),
    fields: {
      dealname: 'dealname',
      pipeline: 'pipeline',
      dealstage: 'dealstage',
      amount: 'amount',
      closeDate: 'closedate',
      ownerId: 'hubspot_owner_id',
    },
  });
}
