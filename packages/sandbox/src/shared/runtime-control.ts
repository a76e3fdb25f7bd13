import { invalid } from '../control/errors.ts';
import { type FaultConfig, type FaultRule, type Faults, validateFaultConfig } from './faults.ts';

/**
 * The parts of both emulators' control APIs that act on shared mechanisms: rate-limit settings and
 * fault injection. Refusals are ControlErrors (400 `{ message }` over HTTP), as for the rest of
 * either control API.
 */

/** Settings that can change while an emulator runs. */
export interface RuntimeSettings {
  /** Rate-limit buckets refill this many times faster than on the vendor's platform. */
  speed: number;
  /** false lets every request through the rate limiter. */
  rateLimits: boolean;
}

/** What both rate limiters expose to the control API. */
export interface Throttle {
  speed: number;
  enabled: boolean;
}

export interface SettingsControl {
  settings(): RuntimeSettings;
  configure(settings: Partial<RuntimeSettings>): RuntimeSettings;
}

export function settingsControl(limiter: Throttle): SettingsControl {
  const settings = (): RuntimeSettings => ({ speed: limiter.speed, rateLimits: limiter.enabled });
  return {
    settings,
    configure: (next) => {
      if (next.speed !== undefined) {
        if (!(next.speed > 0)) throw invalid('speed must be greater than 0');
        limiter.speed = next.speed;
      }
      if (next.rateLimits !== undefined) limiter.enabled = next.rateLimits;
      return settings();
    },
  };
}

export interface FaultControl<Rule extends FaultRule> {
  setFaults(config: FaultConfig<Rule>): void;
  faults(): FaultConfig<Rule>;
}

export function faultControl<Rule extends FaultRule>(faults: Faults<Rule>): FaultControl<Rule> {
  return {
    setFaults: (config) => {
      const problem = validateFaultConfig(config);
      if (problem) throw invalid(problem);
      faults.configure(config);
    },
    faults: () => faults.current(),
  };
}
