import type { PropertyProblem } from '../errors.ts';
import type { Portal } from '../state/portal.ts';

/**
 * Deals and tickets name a pipeline and a stage of it (B7): `pipeline`/`dealstage` on deals,
 * `hs_pipeline`/`hs_pipeline_stage` on tickets. HubSpot refuses a stage that is not in the
 * record's pipeline (INVALID_OPTION).
 */
const FIELDS: Record<string, [pipeline: string, stage: string]> = {
  '0-3': ['pipeline', 'dealstage'],
  '0-5': ['hs_pipeline', 'hs_pipeline_stage'],
};

export function checkPipeline(
  portal: Portal,
  objectTypeId: string,
  merged: Record<string, string>,
): PropertyProblem[] {
  const fields = FIELDS[objectTypeId];
  if (!fields) return [];
  const [pipelineField, stageField] = fields;
  const pipelineId = merged[pipelineField];
  const stageId = merged[stageField];
  const pipelines = portal.pipelinesOf(objectTypeId).filter((p) => !p.archived);
  if (pipelineId === undefined) return [];
  const pipeline = pipelines.find((p) => p.id === pipelineId);
  if (!pipeline) {
    return [
      {
        name: pipelineField,
        code: 'INVALID_OPTION',
        message: `${pipelineId} was not one of the allowed options: [${pipelines.map((p) => p.id).join(', ')}]`,
      },
    ];
  }
  if (stageId === undefined) return [];
  const stages = pipeline.stages.filter((s) => !s.archived).map((s) => s.id);
  if (stages.includes(stageId)) return [];
  return [
    {
      name: stageField,
      code: 'INVALID_OPTION',
      message: `${stageId} was not one of the allowed options: [${stages.join(', ')}]`,
    },
  ];
}
