import { type Random, randomSeed, seededRandom } from '../random.ts';

/**
 * Fault injection for reliability tests: a share of LINE API requests answer 429 or 500, are slowed
 * down, or lose their connection (socket destroyed) either before the request is processed or after
 * it was processed (the case a retry key protects against). Rules may target a path prefix and a
 * method; the first matching rule applies. Randomness is seeded so a test sees the same sequence
 * on every run.
 */
export interface FaultRule {
  /** Only requests whose path starts with this (default: every LINE API path). */
  pathPrefix?: string;
  method?: string;
  /** Shares in [0, 1]; their sum must not exceed 1. */
  rateLimited?: number;
  serverError?: number;
  slow?: number;
  drop?: number;
  dropAfterProcessing?: number;
  /** Delay of a slow response (default 2,000 ms). */
  slowMs?: number;
}

export interface FaultConfig {
  seed?: number;
  rules: FaultRule[];
}

export type FaultDecision =
  | { kind: 'none' }
  | { kind: 'rateLimited' }
  | { kind: 'serverError' }
  | { kind: 'slow'; ms: number }
  | { kind: 'drop' }
  | { kind: 'dropAfterProcessing' };

const KINDS = ['rateLimited', 'serverError', 'slow', 'drop', 'dropAfterProcessing'] as const;

export function matchRule(rules: FaultRule[], method: string, path: string): FaultRule | undefined {
  return rules.find(
    (r) =>
      (!r.pathPrefix || path.startsWith(r.pathPrefix)) && (!r.method || r.method.toUpperCase() === method),
  );
}

/** Pure: which fault (if any) a draw `r` in [0, 1) selects under `rule`. */
export function decideFault(rule: FaultRule | undefined, r: number): FaultDecision {
  if (!rule) return { kind: 'none' };
  let threshold = 0;
  for (const kind of KINDS) {
    threshold += rule[kind] ?? 0;
    if (r < threshold) return kind === 'slow' ? { kind, ms: rule.slowMs ?? 2000 } : { kind };
  }
  return { kind: 'none' };
}

export function validateFaultConfig(config: FaultConfig): string | undefined {
  for (const [i, rule] of config.rules.entries()) {
    let total = 0;
    for (const kind of KINDS) {
      const share = rule[kind] ?? 0;
      if (share < 0 || share > 1) return `rules[${i}].${kind} must be between 0 and 1`;
      total += share;
    }
    if (total > 1) return `rules[${i}]: the shares add up to more than 1`;
  }
  return undefined;
}

export class Faults {
  private config: FaultConfig = { rules: [] };
  private random: Random = seededRandom(randomSeed());

  configure(config: FaultConfig): void {
    this.config = config;
    this.random = seededRandom(config.seed ?? randomSeed());
  }

  current(): FaultConfig {
    return this.config;
  }

  decide(method: string, path: string): FaultDecision {
    const rule = matchRule(this.config.rules, method, path);
    // Draw only for matching requests so that unrelated traffic does not shift the sequence.
    return rule ? decideFault(rule, this.random()) : { kind: 'none' };
  }

  reset(): void {
    this.configure({ rules: [] });
  }
}
