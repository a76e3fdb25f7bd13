import { type Random, randomSeed, seededRandom } from '../random.ts';

/**
 * Fault injection for reliability tests, shared by both emulators: a share of API requests answer
 * 429 or 500, are slowed down, or lose their connection (socket destroyed) either before the
 * request is processed or after it was processed (the case a retry key protects against). Rules
 * may target a path prefix and a method; the first matching rule applies. Randomness is seeded so
 * a test sees the same sequence on every run. What a 429 or 500 looks like is the vendor's
 * pipeline's business; a vendor may also narrow which paths a rule covers (`RuleFilter`).
 */
export interface FaultRule {
  /** Only requests whose path starts with this (default: every API path). */
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

export interface FaultConfig<Rule extends FaultRule = FaultRule> {
  seed?: number;
  rules: Rule[];
}

export type FaultDecision =
  | { kind: 'none' }
  | { kind: 'rateLimited' }
  | { kind: 'serverError' }
  | { kind: 'slow'; ms: number }
  | { kind: 'drop' }
  | { kind: 'dropAfterProcessing' };

/** A vendor's extra condition on top of `pathPrefix` and `method` (HubSpot's `pathPattern`). */
export type RuleFilter<Rule extends FaultRule> = (rule: Rule, path: string) => boolean;

const KINDS = ['rateLimited', 'serverError', 'slow', 'drop', 'dropAfterProcessing'] as const;

export function matchRule<Rule extends FaultRule>(
  rules: Rule[],
  method: string,
  path: string,
  also: RuleFilter<Rule> = () => true,
): Rule | undefined {
  return rules.find(
    (r) =>
      (!r.pathPrefix || path.startsWith(r.pathPrefix)) &&
      also(r, path) &&
      (!r.method || r.method.toUpperCase() === method),
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

export class Faults<Rule extends FaultRule = FaultRule> {
  private config: FaultConfig<Rule> = { rules: [] };
  private random: Random = seededRandom(randomSeed());

  constructor(private readonly also?: RuleFilter<Rule>) {}

  configure(config: FaultConfig<Rule>): void {
    this.config = config;
    this.random = seededRandom(config.seed ?? randomSeed());
  }

  current(): FaultConfig<Rule> {
    return this.config;
  }

  decide(method: string, path: string): FaultDecision {
    const rule = matchRule(this.config.rules, method, path, this.also);
    // Draw only for matching requests so that unrelated traffic does not shift the sequence.
    return rule ? decideFault(rule, this.random()) : { kind: 'none' };
  }

  reset(): void {
    this.configure({ rules: [] });
  }
}
