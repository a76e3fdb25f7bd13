import { hubspotErrors } from '../errors.ts';

/**
 * Stage metadata HubSpot requires (B7; HS-OAS `PipelineStageInput`): deal stages carry
 * `probability` from 0.0 to 1.0 in steps of 0.1, ticket stages `ticketState` OPEN or CLOSED.
 */
export function checkStageMetadata(objectTypeId: string, metadata: Record<string, string>, at: string): void {
  if (objectTypeId === '0-3') {
    const p = Number(metadata.probability);
    const ok =
      metadata.probability !== undefined &&
      Number.isFinite(p) &&
      p >= 0 &&
      p <= 1 &&
      Math.abs(p * 10 - Math.round(p * 10)) < 1e-9;
    if (!ok) {
      throw hubspotErrors.validation(
        `${at}: deal stages need metadata.probability between 0.0 and 1.0 in steps of 0.1`,
        [
          {
            message: 'probability must be 0.0, 0.1, ... 1.0',
            code: 'INVALID_PROBABILITY',
            in: `${at}.metadata.probability`,
          },
        ],
      );
    }
  }
  if (objectTypeId === '0-5' && metadata.ticketState !== 'OPEN' && metadata.ticketState !== 'CLOSED') {
    throw hubspotErrors.validation(`${at}: ticket stages need metadata.ticketState OPEN or CLOSED`, [
      {
        message: 'ticketState must be OPEN or CLOSED',
        code: 'INVALID_TICKET_STATE',
        in: `${at}.metadata.ticketState`,
      },
    ]);
  }
}
