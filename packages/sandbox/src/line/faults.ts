/**
 * LINE's fault injection is the shared mechanism as is (`shared/faults.ts`): rules match by path
 * prefix and method; the pipeline answers LINE's 429 and 500 bodies.
 */
export {
  decideFault,
  type FaultConfig,
  type FaultDecision,
  type FaultRule,
  Faults,
  matchRule,
  validateFaultConfig,
} from '../shared/faults.ts';
