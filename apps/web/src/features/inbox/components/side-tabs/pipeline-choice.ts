import type { Pipeline } from '@hubline/contract';

const byOrder = <T extends { displayOrder: number }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.displayOrder - b.displayOrder);

/** A pipeline's stages in their order; none for an unknown pipeline. */
export function stagesOf(pipelines: readonly Pipeline[], pipelineId: string) {
  return byOrder(pipelines.find((pipeline) => pipeline.id === pipelineId)?.stages ?? []);
}

export function pipelinesInOrder(pipelines: readonly Pipeline[]) {
  return byOrder(pipelines);
}

/** Where a new record starts: the first pipeline, at its first stage that is still open. */
export function firstChoice(pipelines: readonly Pipeline[]): { pipelineId: string; stageId: string } {
  const [pipeline] = byOrder(pipelines);
  if (!pipeline) return { pipelineId: '', stageId: '' };
  return { pipelineId: pipeline.id, stageId: firstStage(pipelines, pipeline.id) };
}

/** Picking another pipeline moves to its first open stage (a stage belongs to one pipeline). */
export function firstStage(pipelines: readonly Pipeline[], pipelineId: string): string {
  const stages = stagesOf(pipelines, pipelineId);
  return (stages.find((stage) => !stage.isClosed) ?? stages[0])?.id ?? '';
}

/** A stage's label as shown on a record; its id when the pipeline no longer has it. */
export function stageLabel(pipelines: readonly Pipeline[], pipelineId: string, stageId: string): string {
  return stagesOf(pipelines, pipelineId).find((stage) => stage.id === stageId)?.label ?? stageId;
}
