import { describe, expect, it } from 'vitest';
import { PLANS } from './constants.ts';
import { extraCost, isPlan, PLAN_SENDS } from './plan-sends.ts';

describe("the plans' included sends", () => {
  it.each([
    ['trial', null, null],
    ['free', 200, null],
    ['starter', 1_000, { usdCents: 3, jpy: 3 }],
    ['basic', 15_000, { usdCents: 2, jpy: 2 }],
    ['professional', 45_000, { usdCents: 2, jpy: 2 }],
    ['standard', 30_000, { usdCents: 2, jpy: 2 }],
    ['enterprise', 100_000, { usdCents: 1, jpy: 1 }],
    ['test', null, null],
  ] as const)('%s includes %s a month, extras at %j each', (plan, included, extra) => {
    expect(PLAN_SENDS[plan]).toEqual({ included, extra });
  });

  it('covers every plan', () => {
    expect(Object.keys(PLAN_SENDS).sort()).toEqual([...PLANS].sort());
  });

  it('prices extra messages in cents and yen, and not at all on plans that sell none', () => {
    expect(extraCost('starter', 250)).toEqual({ usdCents: 750, jpy: 750 });
    expect(extraCost('enterprise', 1)).toEqual({ usdCents: 1, jpy: 1 });
    expect(extraCost('basic', 0)).toEqual({ usdCents: 0, jpy: 0 });
    expect(extraCost('free', 10)).toBeNull();
  });

  it('knows its plans and nothing else', () => {
    expect(isPlan('standard')).toBe(true);
    expect(isPlan('gold')).toBe(false);
    expect(isPlan(undefined)).toBe(false);
  });
});
