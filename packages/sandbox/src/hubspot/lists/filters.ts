import { hubspotErrors } from '../errors.ts';
import type { CrmRecord, FilterBranch, ListFilter } from '../state/types.ts';

/**
 * DYNAMIC list membership from a filter tree (B4; HS-OAS `Public*FilterBranch`,
 * `Public*PropertyOperation`). Evaluated: OR / AND / NOT_ALL / NOT_ANY branches and PROPERTY
 * filters with STRING, ALL_PROPERTY, NUMBER, BOOL, ENUMERATION and MULTISTRING operations. Other
 * filter types (events, form submissions, associations...) are refused at create time with 400,
 * since the emulator has no data to evaluate them against.
 */
const BRANCHES = ['OR', 'AND', 'NOT_ALL', 'NOT_ANY'];
const OPERATIONS = ['STRING', 'ALL_PROPERTY', 'NUMBER', 'BOOL', 'ENUMERATION', 'MULTISTRING'];

export function checkFilterBranch(branch: FilterBranch, at = 'filterBranch'): void {
  if (!BRANCHES.includes(branch.filterBranchType)) {
    throw hubspotErrors.validation(
      `${at}: filterBranchType ${branch.filterBranchType} is not supported by the emulator`,
    );
  }
  for (const [i, f] of (branch.filters ?? []).entries()) {
    if (f.filterType !== 'PROPERTY' || !f.property || !f.operation) {
      throw hubspotErrors.validation(
        `${at}.filters[${i}]: only PROPERTY filters are supported by the emulator`,
      );
    }
    if (!OPERATIONS.includes(f.operation.operationType)) {
      throw hubspotErrors.validation(
        `${at}.filters[${i}]: operationType ${f.operation.operationType} is not supported`,
      );
    }
  }
  for (const [i, b] of (branch.filterBranches ?? []).entries())
    checkFilterBranch(b, `${at}.filterBranches[${i}]`);
}

function values(op: NonNullable<ListFilter['operation']>): string[] {
  return (op.values ?? (op.value === undefined ? [] : [op.value])).map((v) => String(v).toLowerCase());
}

export function matchesListFilter(filter: ListFilter, record: CrmRecord): boolean {
  const op = filter.operation;
  if (!op || !filter.property) return false;
  const stored = record.properties[filter.property];
  const value = stored?.toLowerCase();
  if (op.operator === 'IS_KNOWN') return value !== undefined;
  if (op.operator === 'IS_UNKNOWN') return value === undefined;
  const negative = /NOT|NONE_OF/.test(op.operator);
  if (value === undefined) return negative && (op.includeObjectsWithNoValueSet ?? false);
  const target = String(op.value ?? '').toLowerCase();
  const num = Number(stored);
  const parts = value.split(';');
  switch (op.operator) {
    case 'IS_EQUAL_TO':
      return op.operationType === 'NUMBER' ? num === Number(op.value) : value === target;
    case 'IS_NOT_EQUAL_TO':
      return op.operationType === 'NUMBER' ? num !== Number(op.value) : value !== target;
    case 'CONTAINS':
      return value.includes(target);
    case 'DOES_NOT_CONTAIN':
      return !value.includes(target);
    case 'STARTS_WITH':
      return value.startsWith(target);
    case 'ENDS_WITH':
      return value.endsWith(target);
    case 'IS_GREATER_THAN':
      return num > Number(op.value);
    case 'IS_GREATER_THAN_OR_EQUAL_TO':
      return num >= Number(op.value);
    case 'IS_LESS_THAN':
      return num < Number(op.value);
    case 'IS_LESS_THAN_OR_EQUAL_TO':
      return num <= Number(op.value);
    case 'IS_ANY_OF':
      return parts.some((p) => values(op).includes(p));
    case 'IS_NONE_OF':
      return !parts.some((p) => values(op).includes(p));
    case 'IS_EXACTLY':
      return parts.length === values(op).length && parts.every((p) => values(op).includes(p));
    case 'CONTAINS_ALL':
      return values(op).every((v) => parts.includes(v));
    default:
      return false;
  }
}

export function matchesBranch(branch: FilterBranch, record: CrmRecord): boolean {
  const filters = (branch.filters ?? []).map((f) => () => matchesListFilter(f, record));
  const branches = (branch.filterBranches ?? []).map((b) => () => matchesBranch(b, record));
  const all = [...filters, ...branches];
  switch (branch.filterBranchType) {
    case 'AND':
      return all.every((f) => f());
    case 'OR':
      return all.some((f) => f());
    case 'NOT_ALL':
      return !all.every((f) => f());
    case 'NOT_ANY':
      return !all.some((f) => f());
    default:
      return false;
  }
}
