import { describe, expect, it } from 'vitest';
import { hasDemographicFilter, narrowcastWarning } from './narrowcast-reach';

describe('hasDemographicFilter', () => {
  it.each([
    [null, false],
    [{}, false],
    [{ genders: [], areas: [], age: {} }, false],
    [{ genders: ['male' as const] }, true],
    [{ age: { gte: 20 as const } }, true],
    [{ subscriptionPeriod: { lt: 'day_30' as const } }, true],
  ])('%j: %s', (filter, expected) => {
    expect(hasDemographicFilter(filter)).toBe(expected);
  });
});

describe('narrowcastWarning', () => {
  const filtered = { appTypes: ['ios' as const] };
  it.each([
    [null, null, null],
    [49, null, 'narrowcast.belowMinimum'],
    [50, null, null],
    [49, filtered, 'narrowcast.belowMinimum'],
    [99, filtered, 'narrowcast.belowReach'],
    [100, filtered, null],
    [99, {}, null],
  ])('%s recipients with %j: %s', (recipients, filter, expected) => {
    expect(narrowcastWarning(recipients, filter)).toBe(expected);
  });
});
