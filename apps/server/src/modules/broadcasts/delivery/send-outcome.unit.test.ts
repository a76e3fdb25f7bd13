import { describe, expect, it } from 'vitest';
import { sendOutcome } from './send-outcome.ts';

const outcome = (plan: string, used: number, recipients: number, remaining: number | null) => {
  const result = sendOutcome({ plan, used, recipients, remaining });
  return [result.outcome, result.extraMessages, result.extraCost] as const;
};

describe('what a send comes to', () => {
  it.each([
    // plan, used this month, recipients, LINE remaining → outcome, extra messages, extra cost
    ['starter', 0, 1_000, null, 'within', 0, null],
    ['starter', 990, 10, 10, 'within', 0, null],
    ['starter', 990, 12, null, 'over', 2, { usdCents: 6, jpy: 6 }],
    ['starter', 1_500, 5, null, 'over', 5, { usdCents: 15, jpy: 15 }],
    ['enterprise', 100_000, 300, 5_000, 'over', 300, { usdCents: 300, jpy: 300 }],
    ['standard', 29_999, 2, null, 'over', 1, { usdCents: 2, jpy: 2 }],
    ['free', 199, 3, null, 'over', 2, null],
    ['trial', 1_000_000, 50_000, null, 'within', 0, null],
    ['test', 0, 3, 3, 'within', 0, null],
    ['gold', 1_000_000, 3, null, 'within', 0, null],
    // LINE cannot cover them: refused, whatever the plan says.
    ['trial', 0, 3, 2, 'refused', 0, null],
    ['starter', 990, 12, 11, 'refused', 0, null],
    ['basic', 0, 1, 0, 'refused', 0, null],
  ] as const)(
    '%s with %i used, %i recipients, LINE %s left → %s',
    (plan, used, recipients, remaining, ...expected) => {
      expect(outcome(plan, used, recipients, remaining)).toEqual(expected);
    },
  );

  it('reports the facts it decided on', () => {
    expect(sendOutcome({ plan: 'basic', used: 7, recipients: 3, remaining: 40 })).toEqual({
      plan: 'basic',
      used: 7,
      recipients: 3,
      remaining: 40,
      included: 15_000,
      outcome: 'within',
      extraMessages: 0,
      extraCost: null,
    });
  });
});
