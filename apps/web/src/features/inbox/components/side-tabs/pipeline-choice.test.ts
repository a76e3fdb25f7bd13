import type { Pipeline } from '@hubline/contract';
import { describe, expect, it } from 'vitest';
import { firstChoice, firstStage, stageLabel, stagesOf } from './pipeline-choice';

const stage = (id: string, displayOrder: number, isClosed = false) => ({
  id,
  label: id.toUpperCase(),
  displayOrder,
  isClosed,
  probability: null,
});
const PIPELINES: Pipeline[] = [
  { id: 'support', label: 'Support', displayOrder: 1, stages: [stage('s-done', 2, true), stage('s-new', 0)] },
  { id: 'sales', label: 'Sales', displayOrder: 0, stages: [stage('won', 0, true), stage('lead', 1)] },
];

describe('pipeline choice', () => {
  it('orders stages and knows none of an unknown pipeline', () => {
    expect(stagesOf(PIPELINES, 'support').map((s) => s.id)).toEqual(['s-new', 's-done']);
    expect(stagesOf(PIPELINES, 'nope')).toEqual([]);
  });

  it.each([
    ['sales', 'lead'],
    ['support', 's-new'],
    ['nope', ''],
  ])('a move to %s starts at %s (the first open stage)', (pipelineId, stageId) => {
    expect(firstStage(PIPELINES, pipelineId)).toBe(stageId);
  });

  it('starts a new record in the first pipeline, or nowhere without pipelines', () => {
    expect(firstChoice(PIPELINES)).toEqual({ pipelineId: 'sales', stageId: 'lead' });
    expect(firstChoice([])).toEqual({ pipelineId: '', stageId: '' });
  });

  it('shows a stage by its label, or its id once the pipeline lost it', () => {
    expect(stageLabel(PIPELINES, 'sales', 'won')).toBe('WON');
    expect(stageLabel(PIPELINES, 'sales', 'gone')).toBe('gone');
  });
});
