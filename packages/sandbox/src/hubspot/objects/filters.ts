import type { PropertyDefinition } from '../state/types.ts';

/**
 * One search filter against one record (B3; HS-OAS `Filter.operator`). Values compare by the
 * property's type: numbers numerically, dates and datetimes as instants (ms epoch or ISO-8601),
 * anything else as case-insensitive text. Records without a value match only NEQ, NOT_IN,
 * NOT_HAS_PROPERTY and NOT_CONTAINS_TOKEN.
 */
export interface SearchFilter {
  propertyName: string;
  operator: string;
  value?: string | number | boolean;
  values?: Array<string | number>;
  highValue?: string | number;
}

type Comparable = number | string;

function toComparable(def: PropertyDefinition | undefined, raw: string | number | boolean): Comparable {
  const text = String(raw);
  if (def?.type === 'number') return Number(text);
  if (def?.type === 'datetime' || def?.type === 'date') {
    return /^-?\d+$/.test(text) ? Number(text) : Date.parse(text);
  }
  return text.toLowerCase();
}

function compare(a: Comparable, b: Comparable): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/** Words of a value; a token pattern may use `*` as a wildcard (B3 CONTAINS_TOKEN). */
export function containsToken(value: string, token: string): boolean {
  const pattern = new RegExp(
    `^${token
      .toLowerCase()
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  const lower = value.toLowerCase();
  return pattern.test(lower) || lower.split(/[\s,;.@/_-]+/).some((word) => pattern.test(word));
}

export function matchesFilter(
  def: PropertyDefinition | undefined,
  stored: string | undefined,
  filter: SearchFilter,
): boolean {
  const has = stored !== undefined && stored !== '';
  switch (filter.operator) {
    case 'HAS_PROPERTY':
      return has;
    case 'NOT_HAS_PROPERTY':
      return !has;
    case 'NEQ':
      return !has || compare(toComparable(def, stored), toComparable(def, filter.value ?? '')) !== 0;
    case 'NOT_IN':
      return (
        !has ||
        !(filter.values ?? []).some((v) => compare(toComparable(def, stored), toComparable(def, v)) === 0)
      );
    case 'NOT_CONTAINS_TOKEN':
      return !has || !containsToken(stored, String(filter.value ?? ''));
  }
  if (!has) return false;
  const value = toComparable(def, stored);
  const other = toComparable(def, filter.value ?? '');
  switch (filter.operator) {
    case 'EQ':
      return compare(value, other) === 0;
    case 'LT':
      return compare(value, other) < 0;
    case 'LTE':
      return compare(value, other) <= 0;
    case 'GT':
      return compare(value, other) > 0;
    case 'GTE':
      return compare(value, other) >= 0;
    case 'BETWEEN':
      return compare(value, other) >= 0 && compare(value, toComparable(def, filter.highValue ?? '')) <= 0;
    case 'IN':
      return (filter.values ?? []).some((v) => compare(value, toComparable(def, v)) === 0);
    case 'CONTAINS_TOKEN':
      return containsToken(stored, String(filter.value ?? ''));
    default:
      return false;
  }
}

/** Sort key comparison for search results: by type, unset values last. */
export function compareValues(
  def: PropertyDefinition | undefined,
  a: string | undefined,
  b: string | undefined,
): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  return compare(toComparable(def, a), toComparable(def, b));
}
