import { describe, expect, it } from 'vitest';
import { shouldSearch } from './search-throttle';

describe('shouldSearch', () => {
  it.each([
    { name: 'first search', last: null, words: 'tanaka', now: 0, expected: true },
    {
      name: 'same words within 2 s',
      last: { words: 'tanaka', at: 1_000 },
      words: 'tanaka',
      now: 2_999,
      expected: false,
    },
    {
      name: 'same words after exactly 2 s',
      last: { words: 'tanaka', at: 1_000 },
      words: 'tanaka',
      now: 3_000,
      expected: true,
    },
    {
      name: 'other words at once',
      last: { words: 'tanaka', at: 1_000 },
      words: 'sato',
      now: 1_001,
      expected: true,
    },
  ])('$name', ({ last, words, now, expected }) => {
    expect(shouldSearch(last, words, now)).toBe(expected);
  });
});
