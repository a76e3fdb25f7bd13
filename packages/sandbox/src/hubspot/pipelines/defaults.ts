import type { Pipeline, PipelineStage } from '../state/types.ts';

/**
 * The pipelines every new HubSpot account has (B7; HS-OBJ examples): deals' "Sales Pipeline" with
 * id `default` and stages carrying `metadata.probability` (+ `isClosed`), tickets' "Support
 * Pipeline" with id `0` and stages carrying `metadata.ticketState`. Default pipelines report
 * `createdAt` = epoch 0.
 */
const stage = (
  id: string,
  label: string,
  displayOrder: number,
  metadata: Record<string, string>,
): PipelineStage => ({
  id,
  label,
  displayOrder,
  metadata,
  createdAt: 0,
  updatedAt: 0,
  archived: false,
});

const dealStage = (id: string, label: string, order: number, probability: string): PipelineStage =>
  stage(id, label, order, { isClosed: String(probability === '1.0' || id === 'closedlost'), probability });

const ticketStage = (id: string, label: string, order: number, state: 'OPEN' | 'CLOSED'): PipelineStage =>
  stage(id, label, order, { ticketState: state, isClosed: String(state === 'CLOSED') });

export function defaultPipelines(objectTypeId: string): Pipeline[] {
  if (objectTypeId === '0-3') {
    return [
      {
        id: 'default',
        label: 'Sales Pipeline',
        displayOrder: 0,
        createdAt: 0,
        updatedAt: 0,
        archived: false,
        stages: [
          dealStage('appointmentscheduled', 'Appointment Scheduled', 0, '0.2'),
          dealStage('qualifiedtobuy', 'Qualified To Buy', 1, '0.4'),
          dealStage('presentationscheduled', 'Presentation Scheduled', 2, '0.6'),
          dealStage('decisionmakerboughtin', 'Decision Maker Bought-In', 3, '0.8'),
          dealStage('contractsent', 'Contract Sent', 4, '0.9'),
          dealStage('closedwon', 'Closed Won', 5, '1.0'),
          dealStage('closedlost', 'Closed Lost', 6, '0.0'),
        ],
      },
    ];
  }
  if (objectTypeId === '0-5') {
    return [
      {
        id: '0',
        label: 'Support Pipeline',
        displayOrder: 0,
        createdAt: 0,
        updatedAt: 0,
        archived: false,
        stages: [
          ticketStage('1', 'New', 0, 'OPEN'),
          ticketStage('2', 'Waiting on contact', 1, 'OPEN'),
          ticketStage('3', 'Waiting on us', 2, 'OPEN'),
          ticketStage('4', 'Closed', 3, 'CLOSED'),
        ],
      },
    ];
  }
  return [];
}

/** Object types with pipelines (B7). */
export const PIPELINE_TYPES = ['0-3', '0-5'];
