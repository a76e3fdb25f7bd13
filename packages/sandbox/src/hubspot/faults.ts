import { decideFault, type FaultDecision, type FaultRule, validateFaultConfig } from '../line/faults.ts';
import { type Random, randomSeed, seededRandom } from '../random.ts';

/**
 * Fault injection for the HubSpot emulator, with the LINE sandbox's shares and seeding
 * (`line/faults.ts`): a share of API requests answers 429 (the TEN_SECONDLY_ROLLING body, so the
 * SDK's retry path runs), 500, is slowed, or loses its connection. A rule targets requests by
 * `pathPrefix` or by `pathPattern`, a glob where `*` is one path segment and `**` any rest
 * (`/crm/v3/objects/*\/search`), and optionally a method. The first matching rule applies.
 */
export interface HubspotFaultRule extends FaultRule {
  pathPattern?: string;
}

export interface HubspotFaultConfig {
  seed?: number;
  rules: HubspotFaultRule[];
}

export function globToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

export function matchRule(
  rules: HubspotFaultRule[],
  method: string,
  path: string,
): HubspotFaultRule | undefined {
  return rules.find(
    (r) =>
      (!r.pathPrefix || path.startsWith(r.pathPrefix)) &&
      (!r.pathPattern || globToRegExp(r.pathPattern).test(path)) &&
      (!r.method || r.method.toUpperCase() === method),
  );
}

export const validateHubspotFaults = (config: HubspotFaultConfig): string | undefined =>
  validateFaultConfig(config);

export class HubspotFaults {
  private config: HubspotFaultConfig = { rules: [] };
  private random: Random = seededRandom(randomSeed());

  configure(config: HubspotFaultConfig): void {
    this.config = config;
    this.random = seededRandom(config.seed ?? randomSeed());
  }

  current(): HubspotFaultConfig {
    return this.config;
  }

  decide(method: string, path: string): FaultDecision {
    const rule = matchRule(this.config.rules, method, path);
    return rule ? decideFault(rule, this.random()) : { kind: 'none' };
  }

  reset(): void {
    this.configure({ rules: [] });
  }
}
