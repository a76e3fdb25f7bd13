import { hubspotErrors } from '../errors.ts';
import type { Portal } from '../state/portal.ts';
import type { CrmRecord } from '../state/types.ts';
import { compareValues, containsToken, matchesFilter, type SearchFilter } from './filters.ts';
import type { ObjectType } from './types.ts';

/**
 * `POST /crm/v3/objects/{type}/search` (B3): filter groups OR'ed, filters in a group AND'ed, an
 * optional free-text `query` over the type's searchable properties, one sort, `limit` ≤ 200,
 * `after` as an offset, and no page beyond the 10,000th result. Filter counts follow the current
 * guide: 5 groups, 6 filters a group, 18 in all (B3 notes that sources differ).
 */
export interface SearchRequest {
  filterGroups?: Array<{ filters: SearchFilter[] }>;
  sorts?: Array<string | { propertyName: string; direction?: 'ASCENDING' | 'DESCENDING' }>;
  query?: string;
  properties?: string[];
  limit?: number;
  after?: string;
}

export const SEARCH_LIMITS = {
  maxGroups: 5,
  maxFiltersPerGroup: 6,
  maxFilters: 18,
  maxLimit: 200,
  maxResults: 10_000,
};

const SEARCHABLE: Record<string, string[]> = {
  '0-1': ['firstname', 'lastname', 'email', 'phone', 'mobilephone', 'company', 'hs_object_id'],
  '0-2': ['name', 'domain', 'website', 'phone', 'hs_object_id'],
  '0-3': ['dealname', 'hs_object_id'],
  '0-5': ['subject', 'content', 'hs_object_id'],
  '0-46': ['hs_note_body', 'hs_object_id'],
  '0-27': ['hs_task_subject', 'hs_task_body', 'hs_object_id'],
};

function checkShape(request: SearchRequest): void {
  const groups = request.filterGroups ?? [];
  const total = groups.reduce((n, g) => n + g.filters.length, 0);
  const tooMany =
    groups.length > SEARCH_LIMITS.maxGroups
      ? `filterGroups: at most ${SEARCH_LIMITS.maxGroups} groups are allowed`
      : groups.some((g) => g.filters.length > SEARCH_LIMITS.maxFiltersPerGroup)
        ? `filters: at most ${SEARCH_LIMITS.maxFiltersPerGroup} filters are allowed in a group`
        : total > SEARCH_LIMITS.maxFilters
          ? `filters: at most ${SEARCH_LIMITS.maxFilters} filters are allowed in all`
          : undefined;
  if (tooMany) throw hubspotErrors.validation(tooMany, [{ message: tooMany, code: 'TOO_MANY_FILTERS' }]);
  const limit = request.limit ?? 10;
  if (limit < 0 || limit > SEARCH_LIMITS.maxLimit) {
    throw hubspotErrors.validation(`limit must be between 0 and ${SEARCH_LIMITS.maxLimit}`, [
      { message: `limit must be at most ${SEARCH_LIMITS.maxLimit}`, code: 'INVALID_LIMIT', in: 'limit' },
    ]);
  }
  for (const f of groups.flatMap((g) => g.filters)) {
    const needsValue = [
      'EQ',
      'NEQ',
      'LT',
      'LTE',
      'GT',
      'GTE',
      'BETWEEN',
      'CONTAINS_TOKEN',
      'NOT_CONTAINS_TOKEN',
    ];
    const missing =
      (needsValue.includes(f.operator) && f.value === undefined) ||
      (f.operator === 'BETWEEN' && f.highValue === undefined) ||
      (['IN', 'NOT_IN'].includes(f.operator) && !f.values);
    if (missing) {
      throw hubspotErrors.validation(
        `Filter on ${f.propertyName} with operator ${f.operator} is missing its value`,
        [
          {
            message: `${f.operator} needs ${f.operator === 'BETWEEN' ? 'value and highValue' : f.operator.endsWith('IN') ? 'values' : 'value'}`,
            code: 'INVALID_FILTER',
            in: f.propertyName,
          },
        ],
      );
    }
  }
}

function matchesQuery(type: ObjectType, record: CrmRecord, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return (SEARCHABLE[type.id] ?? []).some((name) => {
    const value = record.properties[name];
    if (!value) return false;
    return value.toLowerCase().startsWith(q) || containsToken(value, `${q}*`);
  });
}

export interface SearchResult {
  total: number;
  records: CrmRecord[];
  nextAfter?: string;
}

export function searchRecords(portal: Portal, type: ObjectType, request: SearchRequest): SearchResult {
  checkShape(request);
  const defs = portal.propertiesOf(type.id);
  const groups = request.filterGroups ?? [];
  const matched = [...portal.recordsOf(type.id).values()].filter(
    (r) =>
      !r.archived &&
      (groups.length === 0 ||
        groups.some((g) =>
          g.filters.every((f) => matchesFilter(defs.get(f.propertyName), r.properties[f.propertyName], f)),
        )) &&
      (request.query === undefined || matchesQuery(type, r, request.query)),
  );
  const sort = request.sorts?.[0];
  const by =
    typeof sort === 'string'
      ? { propertyName: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? 'DESCENDING' : 'ASCENDING' }
      : sort;
  matched.sort((a, b) => {
    if (!by) return Number(a.id) - Number(b.id);
    const order = compareValues(
      defs.get(by.propertyName),
      a.properties[by.propertyName],
      b.properties[by.propertyName],
    );
    return (by.direction === 'DESCENDING' ? -order : order) || Number(a.id) - Number(b.id);
  });
  const offset = request.after ? Number(request.after) : 0;
  if (!Number.isInteger(offset) || offset < 0)
    throw hubspotErrors.validation(`after must be a non-negative integer; got ${request.after}`);
  const limit = request.limit ?? 10;
  if (offset >= SEARCH_LIMITS.maxResults) {
    throw hubspotErrors.validation(
      `Search results are limited to ${SEARCH_LIMITS.maxResults} records: after must be below it`,
      [{ message: 'paging beyond 10,000 results', code: 'RESULT_WINDOW_EXCEEDED', in: 'after' }],
    );
  }
  const reachable = Math.min(matched.length, SEARCH_LIMITS.maxResults);
  const records = matched.slice(offset, Math.min(offset + limit, reachable));
  const next = offset + records.length;
  return {
    total: matched.length,
    records,
    nextAfter: next < reachable && records.length > 0 ? String(next) : undefined,
  };
}
