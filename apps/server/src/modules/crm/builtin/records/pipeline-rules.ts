import type { PipelineObject } from '@hubline/contract';

export interface DefaultStage {
  label: string;
  isClosed: boolean;
  /** Deal stages only: the odds of winning (HubSpot: 0.0 to 1.0 in 0.1 steps). */
  probability: number | null;
}

/**
 * HubSpot's default pipelines, which every hub of the built-in CRM starts with (vendor facts B7:
 * the default ticket pipeline `0`, the default deal pipeline `default`). Labels are CRM data, as
 * in HubSpot, not interface text.
 */
export const DEFAULT_PIPELINES: Record<PipelineObject, { label: string; stages: DefaultStage[] }> = {
  tickets: {
    label: 'Support Pipeline',
    stages: [
      { label: 'New', isClosed: false, probability: null },
      { label: 'Waiting on contact', isClosed: false, probability: null },
      { label: 'Waiting on us', isClosed: false, probability: null },
      { label: 'Closed', isClosed: true, probability: null },
    ],
  },
  deals: {
    label: 'Sales Pipeline',
    stages: [
      { label: 'Appointment scheduled', isClosed: false, probability: 0.2 },
      { label: 'Qualified to buy', isClosed: false, probability: 0.4 },
      { label: 'Presentation scheduled', isClosed: false, probability: 0.6 },
      { label: 'Decision maker bought-in', isClosed: false, probability: 0.8 },
      { label: 'Contract sent', isClosed: false, probability: 0.9 },
      { label: 'Closed won', isClosed: true, probability: 1 },
      { label: 'Closed lost', isClosed: true, probability: 0 },
    ],
  },
};
