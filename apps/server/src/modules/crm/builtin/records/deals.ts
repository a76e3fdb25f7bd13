import type { Deal } from '@hubline/contract';
import type { Db } from '../../../../core/db/client.ts';
import type { CrmPort } from '../../crm.port.ts';
import { crmDeals } from '../crm.schema.ts';
import { checkedStage } from './pipelines.ts';
import { recordsPort, toDate } from './record-store.ts';

type DealRow = typeof crmDeals.$inferSelect;

function toDeal(row: DealRow): Deal {
  return {
    id: row.id,
    dealname: row.dealname,
    pipeline: row.pipelineId,
    dealstage: row.stageId,
    amount: row.amount,
    closeDate: row.closeDate?.toISOString() ?? null,
    ownerId: row.ownerId,
    contactId: row.contactId,
    companyId: row.companyId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Deals: HubSpot's dealname, pipeline, dealstage and amount; the stage must be of the pipeline. */
export function builtInDeals(db: Db, pipelines: CrmPort['pipelines']): CrmPort['deals'] {
  return recordsPort(db, {
    table: crmDeals,
    query: () => db.select().from(crmDeals).$dynamic(),
    toRecord: toDeal,
    async values(owned, input) {
      return {
        ...owned,
        dealname: input.dealname,
        amount: input.amount ?? null,
        closeDate: toDate(input.closeDate) ?? null,
        ownerId: input.ownerId ?? null,
        ...(await checkedStage(pipelines, owned.hubId, 'deals', {
          pipelineId: input.pipeline,
          stageId: input.dealstage,
        })),
      };
    },
    async changes(hubId, current, patch) {
      const stage = await checkedStage(pipelines, hubId, 'deals', {
        pipelineId: patch.pipeline ?? current.pipeline,
        stageId: patch.dealstage ?? current.dealstage,
      });
      return {
        dealname: patch.dealname,
        amount: patch.amount,
        closeDate: toDate(patch.closeDate),
        ownerId: patch.ownerId,
        ...stage,
      };
    },
  });
}
