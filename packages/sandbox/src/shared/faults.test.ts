import { describe, expect, it } from 'vitest';
import { decideFault, type FaultRule, Faults, matchRule, validateFaultConfig } from './faults.ts';

describe('decideFault', () => {
  const rule: FaultRule = {
    rateLimited: 0.1,
    serverError: 0.2,
    slow: 0.1,
    slowMs: 50,
    drop: 0.05,
    dropAfterProcessing: 0.05,
  };
  it.each([
    [0, 'rateLimited'],
    [0.099, 'rateLimited'],
    [0.1, 'serverError'],
    [0.299, 'serverError'],
    [0.31, 'slow'],
    [0.4, 'drop'],
    [0.45, 'dropAfterProcessing'],
    [0.5, 'none'],
    [0.999, 'none'],
  ])('draw %f → %s', (r, kind) => {
    expect(decideFault(rule, r).kind).toBe(kind);
  });

  it('carries the delay of a slow response', () => {
    expect(decideFault({ slow: 1, slowMs: 75 }, 0.5)).toEqual({ kind: 'slow', ms: 75 });
  });

  it('does nothing without a rule', () => {
    expect(decideFault(undefined, 0)).toEqual({ kind: 'none' });
  });
});

describe('matchRule', () => {
  const rules: FaultRule[] = [
    { pathPrefix: '/v2/bot/message/push', method: 'POST', serverError: 1 },
    { rateLimited: 0.5 },
  ];
  it.each([
    ['POST', '/v2/bot/message/push', 0],
    ['GET', '/v2/bot/message/push', 1],
    ['GET', '/v2/bot/info', 1],
  ])('%s %s → rule %i', (method, path, index) => {
    expect(matchRule(rules, method, path)).toBe(rules[index]);
  });
});

describe('validateFaultConfig', () => {
  it.each([
    [{ rules: [{ serverError: 0.5, rateLimited: 0.5 }] }, undefined],
    [{ rules: [{ serverError: 0.6, rateLimited: 0.5 }] }, 'rules[0]: the shares add up to more than 1'],
    [{ rules: [{ drop: -0.1 }] }, 'rules[0].drop must be between 0 and 1'],
  ])('%j → %s', (config, problem) => {
    expect(validateFaultConfig(config)).toBe(problem);
  });
});

describe('seeded draws', () => {
  it('repeat the same sequence for the same seed and respect the shares', () => {
    const draw = (seed: number) => {
      const faults = new Faults();
      faults.configure({ seed, rules: [{ rateLimited: 0.2, serverError: 0.1 }] });
      return Array.from({ length: 5000 }, () => faults.decide('GET', '/v2/bot/info').kind);
    };
    const first = draw(42);
    expect(draw(42)).toEqual(first);
    const share = (kind: string) => first.filter((k) => k === kind).length / first.length;
    expect(share('rateLimited')).toBeCloseTo(0.2, 1);
    expect(share('serverError')).toBeCloseTo(0.1, 1);
  });
});
