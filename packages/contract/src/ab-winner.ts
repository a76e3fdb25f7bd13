import type { BroadcastStats } from './broadcasts.ts';

export type AbWinnerRule = 'opened' | 'clicked';
/** A or B; `tie` when their rates are equal; `pending` while there is nothing to compare yet. */
export type AbOutcome = 'A' | 'B' | 'tie' | 'pending';

/**
 * The rate of a version by the pair's winner rule: opens or clicks over what LINE delivered;
 * null while the version has delivered nothing or the figure is not measured (LINE tells opens
 * only past its privacy threshold).
 */
export function abRate(stats: Pick<BroadcastStats, 'delivered' | 'opened' | 'clicked'>, rule: AbWinnerRule) {
  const count = stats[rule];
  if (stats.delivered === 0 || count === null) return null;
  return count / stats.delivered;
}

/**
 * Which version won by the rule: the higher rate. There is no winner until both versions have a
 * rate and one of them is above zero (nothing opened or clicked yet is not a tie).
 */
export function abWinner(
  a: Pick<BroadcastStats, 'delivered' | 'opened' | 'clicked'>,
  b: Pick<BroadcastStats, 'delivered' | 'opened' | 'clicked'>,
  rule: AbWinnerRule,
): AbOutcome {
  const [rateA, rateB] = [abRate(a, rule), abRate(b, rule)];
  if (rateA === null || rateB === null || (rateA === 0 && rateB === 0)) return 'pending';
  if (rateA === rateB) return 'tie';
  return rateA > rateB ? 'A' : 'B';
}
