import { type BroadcastQuota, extraCost, isPlan, PLAN_SENDS } from '@hubline/contract';

type Facts = Pick<BroadcastQuota, 'recipients' | 'remaining' | 'plan' | 'used'>;

/**
 * Pure: what sending to `recipients` now would come to (messaging.md §9). `refused` when LINE's
 * remaining quota cannot cover them (the run fails with sendLimit rather than send to part);
 * otherwise `over` when it goes past the plan's included sends this month, priced per extra
 * message; else `within`.
 */
export function sendOutcome(facts: Facts): BroadcastQuota {
  // A plan this build does not know has no included sends to count against.
  const plan = isPlan(facts.plan) ? facts.plan : null;
  const included = plan ? PLAN_SENDS[plan].included : null;
  const base = { ...facts, included, extraMessages: 0, extraCost: null };
  if (facts.remaining !== null && facts.remaining < facts.recipients) return { ...base, outcome: 'refused' };
  const left = included === null ? Number.POSITIVE_INFINITY : Math.max(0, included - facts.used);
  const extraMessages = Math.max(0, facts.recipients - left);
  if (!plan || extraMessages === 0) return { ...base, outcome: 'within' };
  return { ...base, outcome: 'over', extraMessages, extraCost: extraCost(plan, extraMessages) };
}
