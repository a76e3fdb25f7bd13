import type { CrmProperty } from '@hubline/contract';
import { describe, expect, it } from 'vitest';
import { inputKindOf, isReadOnlyProperty, lineAccountSeq, needsValue, operatorsFor } from './properties';

const property = (name: string, type: CrmProperty['type']): CrmProperty => ({
  name,
  label: name,
  type,
  options: [],
  builtIn: false,
});

describe('LINE user id properties', () => {
  it('reads the account number of line_user_id_<n>', () => {
    expect(lineAccountSeq('line_user_id_1')).toBe(1);
    expect(lineAccountSeq('line_user_id_12')).toBe(12);
    expect(lineAccountSeq('line_user_id_')).toBeUndefined();
    expect(lineAccountSeq('email')).toBeUndefined();
  });

  it('are read-only; the others are not', () => {
    expect(isReadOnlyProperty('line_user_id_3')).toBe(true);
    expect(isReadOnlyProperty('firstname')).toBe(false);
  });
});

describe('operatorsFor', () => {
  it('picks the owner by member, whatever its stored type', () => {
    expect(inputKindOf(property('hubspot_owner_id', 'text'))).toBe('owner');
    expect(inputKindOf(property('score', 'number'))).toBe('number');
  });

  it.each([
    { kind: 'text', expected: ['CONTAINS_TOKEN', 'EQ', 'NEQ', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY'] },
    { kind: 'number', expected: ['EQ', 'NEQ', 'GT', 'LT', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY'] },
    { kind: 'date', expected: ['EQ', 'GT', 'LT', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY'] },
    { kind: 'enumeration', expected: ['EQ', 'NEQ', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY'] },
    { kind: 'boolean', expected: ['EQ', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY'] },
    { kind: 'owner', expected: ['EQ', 'NEQ', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY'] },
  ] as const)('$kind', ({ kind, expected }) => {
    expect(operatorsFor(kind)).toEqual(expected);
  });

  it('asks a value only for comparisons', () => {
    expect(needsValue('EQ')).toBe(true);
    expect(needsValue('HAS_PROPERTY')).toBe(false);
    expect(needsValue('NOT_HAS_PROPERTY')).toBe(false);
  });
});
