/**
 * LINE's fault injection is the shared mechanism as is (`shared/faults.ts`).
 * TODO: delete once hubspot/pipeline.ts (being changed for OAuth) imports FaultDecision from there.
 */
export type { FaultDecision } from '../shared/faults.ts';
