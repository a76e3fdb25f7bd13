import { describe, expect, it } from 'vitest';
import { abRate, abWinner } from './ab-winner.ts';

const stats = (delivered: number, opened: number | null, clicked: number) => ({ delivered, opened, clicked });

describe('the winner of an A/B test', () => {
  it('is the version with the higher rate by the rule, not the higher count', () => {
    // A: 30 of 100 opened (30%), B: 40 of 200 (20%); B has more clicks by rate.
    const [a, b] = [stats(100, 30, 5), stats(200, 40, 20)];
    expect(abWinner(a, b, 'opened')).toBe('A');
    expect(abWinner(a, b, 'clicked')).toBe('B');
    expect(abRate(a, 'opened')).toBe(0.3);
  });

  it('is a tie at equal rates, and pending until both have something to compare', () => {
    expect(abWinner(stats(100, 10, 0), stats(50, 5, 0), 'opened')).toBe('tie');
    // Not sent yet, opens not measured (LINE's threshold), or nothing opened at all.
    expect(abWinner(stats(0, 0, 0), stats(50, 5, 0), 'opened')).toBe('pending');
    expect(abWinner(stats(100, null, 3), stats(50, 5, 0), 'opened')).toBe('pending');
    expect(abWinner(stats(100, 0, 0), stats(50, 0, 0), 'clicked')).toBe('pending');
    expect(abWinner(stats(100, 0, 1), stats(50, 0, 0), 'clicked')).toBe('A');
  });
});
