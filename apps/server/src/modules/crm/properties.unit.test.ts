import type { CrmProperty } from '@hubline/contract';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PROPERTIES, propertyProblem, validValue } from './properties.ts';

const custom = (type: CrmProperty['type'], options: CrmProperty['options'] = []): CrmProperty => ({
  name: `x_${type}`,
  label: type,
  type,
  options,
  builtIn: false,
});
const byName = (name: string) =>
  BUILT_IN_PROPERTIES.find((property) => property.name === name) as CrmProperty;

describe('validValue', () => {
  it.each([
    [byName('email'), 'misaki@example.jp', true],
    [byName('email'), 'not-an-email', false],
    [byName('email'), '', true],
    [byName('lifecyclestage'), 'customer', true],
    [byName('lifecyclestage'), 'vip', false],
    [custom('number'), '42.5', true],
    [custom('number'), 'forty', false],
    [custom('number'), '', false],
    [custom('date'), '2026-11-21', true],
    [custom('date'), '2026-11-21T09:00:00+09:00', true],
    [custom('date'), '21/11/2026', false],
    [custom('boolean'), 'true', true],
    [custom('boolean'), 'yes', false],
    [custom('enumeration', [{ value: 'gold', label: 'Gold' }]), 'gold', true],
    [custom('enumeration', [{ value: 'gold', label: 'Gold' }]), 'silver', false],
    [custom('text'), 'x'.repeat(5001), false],
    [custom('number'), null, true],
  ])('%# %s %s → %s', (property, value, expected) => {
    expect(validValue(property, value)).toBe(expected);
  });
});

describe('propertyProblem', () => {
  it('names the first unknown property or refused value', () => {
    expect(
      propertyProblem(BUILT_IN_PROPERTIES, { firstname: '美咲', email: 'm@example.jp' }),
    ).toBeUndefined();
    expect(propertyProblem(BUILT_IN_PROPERTIES, { nickname: 'x' })).toEqual({
      code: 'crm.error.unknownProperty',
      params: { property: 'nickname' },
    });
    expect(propertyProblem(BUILT_IN_PROPERTIES, { lifecyclestage: 'vip' })).toEqual({
      code: 'crm.error.invalidValue',
      params: { property: 'Lifecycle stage', value: 'vip' },
    });
  });
});
