import { FREE_PLAN_MONTHLY_CHAT_MESSAGES, PLANS, type Plan } from './constants.ts';

/** An amount of money in both currencies the plans are priced in: US cents and yen. */
export interface PlanMoney {
  usdCents: number;
  jpy: number;
}

/**
 * messaging.md §9 "Plans (monthly)": the messages a month an account's plan includes, and the
 * price of each message beyond them. `included` null: no limit (trial, test); `extra` null: the
 * plan sells no extra messages (free).
 */
export const PLAN_SENDS: Record<Plan, { included: number | null; extra: PlanMoney | null }> = {
  trial: { included: null, extra: null },
  free: { included: FREE_PLAN_MONTHLY_CHAT_MESSAGES, extra: null },
  starter: { included: 1_000, extra: { usdCents: 3, jpy: 3 } },
  basic: { included: 15_000, extra: { usdCents: 2, jpy: 2 } },
  professional: { included: 45_000, extra: { usdCents: 2, jpy: 2 } },
  // The spec reads 35,000 or 30,000: the lower, so no send is called included that might be billed.
  standard: { included: 30_000, extra: { usdCents: 2, jpy: 2 } },
  enterprise: { included: 100_000, extra: { usdCents: 1, jpy: 1 } },
  test: { included: null, extra: null },
};

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/** What `messages` beyond the plan's included sends cost; null when the plan sells no extras. */
export function extraCost(plan: Plan, messages: number): PlanMoney | null {
  const { extra } = PLAN_SENDS[plan];
  if (!extra) return null;
  return { usdCents: extra.usdCents * messages, jpy: extra.jpy * messages };
}
