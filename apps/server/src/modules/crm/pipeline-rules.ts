import type { Pipeline } from '@hubline/contract';
import { AppError } from '../../core/http/errors.ts';

/** A ticket is open or closed by its stage (HubSpot's `ticketState` metadata). */
export function ticketStatus(stage: { isClosed: boolean }): 'open' | 'closed' {
  return stage.isClosed ? 'closed' : 'open';
}

/**
 * The stage a ticket or deal may take: `stageId` of `pipelineId`, both among the hub's pipelines
 * of that object. Refuses an unknown pipeline, or a stage of another pipeline, before any write.
 */
export function checkStage(
  pipelines: Pipeline[],
  pipelineId: string,
  stageId: string,
): Pipeline['stages'][number] {
  const pipeline = pipelines.find((candidate) => candidate.id === pipelineId);
  if (!pipeline) throw new AppError('crm.error.unknownPipeline');
  const stage = pipeline.stages.find((candidate) => candidate.id === stageId);
  if (!stage) throw new AppError('crm.error.unknownStage');
  return stage;
}
