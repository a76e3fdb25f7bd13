import type { Pipeline, PipelineObject } from '@hubline/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../../core/db/client.ts';
import type { CrmPort } from '../../crm.port.ts';
import { checkStage } from '../../pipeline-rules.ts';
import { crmPipelineStages, crmPipelines } from '../crm.schema.ts';
import { DEFAULT_PIPELINES } from './pipeline-rules.ts';

type PipelineRow = typeof crmPipelines.$inferSelect;
type StageRow = typeof crmPipelineStages.$inferSelect;

/** Joined rows (one per stage, in order) folded into pipelines with their stages. */
function toPipelines(rows: { pipeline: PipelineRow; stage: StageRow | null }[]): Pipeline[] {
  const byId = new Map<string, Pipeline>();
  for (const { pipeline, stage } of rows) {
    let found = byId.get(pipeline.id);
    if (!found) {
      found = { id: pipeline.id, label: pipeline.label, displayOrder: pipeline.displayOrder, stages: [] };
      byId.set(pipeline.id, found);
    }
    if (stage)
      found.stages.push({
        id: stage.id,
        label: stage.label,
        displayOrder: stage.displayOrder,
        isClosed: stage.isClosed,
        probability: stage.probability === null ? null : Number(stage.probability),
      });
  }
  return [...byId.values()];
}

/**
 * The pipeline and stage a ticket or deal is to take, checked against the hub's pipelines of that
 * object; the pair is always written whole, so concurrent edits cannot leave a stage of another pipeline.
 */
export async function checkedStage(
  pipelines: CrmPort['pipelines'],
  hubId: string,
  object: PipelineObject,
  pair: { pipelineId: string; stageId: string },
) {
  checkStage(await pipelines.list(hubId, object), pair.pipelineId, pair.stageId);
  return { pipelineId: pair.pipelineId, stageId: pair.stageId };
}

/** Ticket and deal pipelines; a hub without any gets HubSpot's default one on its first read. */
export function builtInPipelines(db: Db): CrmPort['pipelines'] {
  async function read(hubId: string, object: PipelineObject) {
    const rows = await db
      .select({ pipeline: crmPipelines, stage: crmPipelineStages })
      .from(crmPipelines)
      .leftJoin(crmPipelineStages, eq(crmPipelineStages.pipelineId, crmPipelines.id))
      .where(and(eq(crmPipelines.hubId, hubId), eq(crmPipelines.objectType, object)))
      .orderBy(asc(crmPipelines.displayOrder), asc(crmPipelines.label), asc(crmPipelineStages.displayOrder));
    return toPipelines(rows);
  }

  /**
   * Race-free: the pipeline and its stages are written in one transaction, and a concurrent first
   * read's insert waits on the unique (hub, type, label) key, then does nothing.
   */
  async function createDefault(hubId: string, object: PipelineObject) {
    const { label, stages } = DEFAULT_PIPELINES[object];
    await db.transaction(async (tx) => {
      const [pipeline] = await tx
        .insert(crmPipelines)
        .values({ hubId, objectType: object, label })
        .onConflictDoNothing()
        .returning({ id: crmPipelines.id });
      if (!pipeline) return;
      await tx.insert(crmPipelineStages).values(
        stages.map((stage, displayOrder) => ({
          pipelineId: pipeline.id,
          label: stage.label,
          displayOrder,
          isClosed: stage.isClosed,
          probability: stage.probability === null ? null : String(stage.probability),
        })),
      );
    });
  }

  return {
    async list(hubId, object) {
      const pipelines = await read(hubId, object);
      if (pipelines.length > 0) return pipelines;
      await createDefault(hubId, object);
      return read(hubId, object);
    },
  };
}
