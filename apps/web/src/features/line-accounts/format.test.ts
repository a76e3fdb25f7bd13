import { describe, expect, it } from 'vitest';
import { cardDescription, friendAddUrl, initialOf, isPlan, last24Hours, sameIds } from './format';

describe('cardDescription', () => {
  it.each([
    {
      name: 'short text stays whole',
      text: 'Shop news',
      max: 55,
      expected: { text: 'Shop news', cut: false },
    },
    {
      name: 'exactly the limit stays whole',
      text: 'a'.repeat(55),
      max: 55,
      expected: { text: 'a'.repeat(55), cut: false },
    },
    {
      name: 'one over the limit is cut',
      text: 'a'.repeat(56),
      max: 55,
      expected: { text: `${'a'.repeat(55)}…`, cut: true },
    },
    {
      name: 'CJK counts one per character',
      text: '日本語の説明',
      max: 3,
      expected: { text: '日本語…', cut: true },
    },
    { name: 'no space before the ellipsis', text: 'ab cd', max: 3, expected: { text: 'ab…', cut: true } },
    { name: 'emoji are not split', text: '😀😀😀😀', max: 2, expected: { text: '😀😀…', cut: true } },
  ])('$name', ({ text, max, expected }) => {
    expect(cardDescription(text, max)).toEqual(expected);
  });
});

describe('friendAddUrl', () => {
  it('encodes the @ of the basic id', () => {
    expect(friendAddUrl('@abc1234')).toBe('https://line.me/R/ti/p/%40abc1234');
  });
});

describe('initialOf', () => {
  it.each([
    ['hubline shop', 'H'],
    ['  東京店', '東'],
    ['', '?'],
  ])('%j → %s', (name, expected) => {
    expect(initialOf(name)).toBe(expected);
  });
});

describe('isPlan', () => {
  it('knows the plans of the contract', () => {
    expect(isPlan('trial')).toBe(true);
    expect(isPlan('platinum')).toBe(false);
  });
});

describe('last24Hours', () => {
  const now = new Date('2026-11-21T13:45:00Z');

  it('gives 24 hours ending with the current one, zero where nothing came', () => {
    const hours = last24Hours([], now);
    expect(hours).toHaveLength(24);
    expect(hours[0]).toEqual({ hour: '2026-11-20T14:00:00.000Z', count: 0 });
    expect(hours[23]).toEqual({ hour: '2026-11-21T13:00:00.000Z', count: 0 });
  });

  it('places the server counts on their hours and drops older ones', () => {
    const hours = last24Hours(
      [
        { hour: '2026-11-20T13:00:00Z', count: 9 },
        { hour: '2026-11-21T02:00:00Z', count: 4 },
        { hour: '2026-11-21T13:00:00Z', count: 1 },
      ],
      now,
    );
    expect(hours.filter((hour) => hour.count > 0)).toEqual([
      { hour: '2026-11-21T02:00:00.000Z', count: 4 },
      { hour: '2026-11-21T13:00:00.000Z', count: 1 },
    ]);
  });
});

describe('sameIds', () => {
  it.each([
    [[], [], true],
    [['a', 'b'], ['b', 'a'], true],
    [['a'], ['a', 'b'], false],
    [['a', 'c'], ['a', 'b'], false],
  ])('%j and %j → %s', (a, b, expected) => {
    expect(sameIds(a, b)).toBe(expected);
  });
});
