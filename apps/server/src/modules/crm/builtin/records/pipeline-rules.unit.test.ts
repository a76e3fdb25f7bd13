import type { Pipeline } from '@hubline/contract';
import { describe, expect, it } from 'vitest';
import { checkStage, ticketStatus } from '../../pipeline-rules.ts';
import { DEFAULT_PIPELINES } from './pipeline-rules.ts';

describe("HubSpot's default pipelines", () => {
  it('close tickets only in the last stage', () => {
    const stages = DEFAULT_PIPELINES.tickets.stages;
    expect(stages.map((stage) => stage.label)).toEqual([
      'New',
      'Waiting on contact',
      'Waiting on us',
      'Closed',
    ]);
    expect(stages.map(ticketStatus)).toEqual(['open', 'open', 'open', 'closed']);
    expect(stages.every((stage) => stage.probability === null)).toBe(true);
  });

  it('give every deal stage odds between 0 and 1 in 0.1 steps, closed for won and lost', () => {
    const stages = DEFAULT_PIPELINES.deals.stages;
    for (const { probability } of stages) {
      expect(probability).not.toBeNull();
      expect(Math.round((probability ?? -1) * 10) / 10).toBe(probability);
      expect(probability).toBeGreaterThanOrEqual(0);
      expect(probability).toBeLessThanOrEqual(1);
    }
    expect(stages.filter((stage) => stage.isClosed).map((stage) => stage.label)).toEqual([
      'Closed won',
      'Closed lost',
    ]);
  });
});

describe('checkStage', () => {
  const stage = (id: string) => ({ id, label: id, displayOrder: 0, isClosed: false, probability: null });
  const pipelines: Pipeline[] = [
    { id: 'support', label: 'Support', displayOrder: 0, stages: [stage('new'), stage('closed')] },
    { id: 'vip', label: 'VIP', displayOrder: 1, stages: [stage('vip-new')] },
  ];
  const cases: [string, string, string][] = [
    ['support', 'closed', 'closed'],
    ['vip', 'vip-new', 'vip-new'],
    ['support', 'vip-new', 'crm.error.unknownStage'],
    ['vip', 'new', 'crm.error.unknownStage'],
    ['sales', 'new', 'crm.error.unknownPipeline'],
    ['', '', 'crm.error.unknownPipeline'],
  ];
  it.each(cases)('pipeline %s, stage %s → %s', (pipelineId, stageId, expected) => {
    let outcome: string;
    try {
      outcome = checkStage(pipelines, pipelineId, stageId).id;
    } catch (error) {
      outcome = (error as Error).message;
    }
    expect(outcome).toBe(expected);
  });
});
