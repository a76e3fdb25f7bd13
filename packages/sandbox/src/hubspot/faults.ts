import { type FaultConfig, type FaultRule, Faults, matchRule as matchAny } from '../shared/faults.ts';

/**
 * Fault injection for the HubSpot emulator: the shared mechanism (`shared/faults.ts`) with one more
 * way to target requests. A rule may name a `pathPattern`, a glob where `*` is one path segment and
 * `**` any rest (`/crm/v3/objects/*\/search`), besides `pathPrefix` and `method`. The pipeline
 * answers a 429 with the TEN_SECONDLY_ROLLING body, so the SDK's retry path runs.
 */
export interface HubspotFaultRule extends FaultRule {
  pathPattern?: string;
}

export type HubspotFaultConfig = FaultConfig<HubspotFaultRule>;

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

const matchesPattern = (rule: HubspotFaultRule, path: string): boolean =>
  !rule.pathPattern || globToRegExp(rule.pathPattern).test(path);

export const matchRule = (
  rules: HubspotFaultRule[],
  method: string,
  path: string,
): HubspotFaultRule | undefined => matchAny(rules, method, path, matchesPattern);

export class HubspotFaults extends Faults<HubspotFaultRule> {
  constructor() {
    super(matchesPattern);
  }
}
