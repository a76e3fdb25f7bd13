import type { CrmFilter, CrmProperty } from '@hubline/contract';

/** A list filter tree as HubSpot's lists v3 takes it (B4; HS-OAS `PublicOrFilterBranch`). */
export interface FilterBranch {
  filterBranchType: string;
  filterBranches: FilterBranch[];
  filters: {
    filterType: 'PROPERTY';
    property: string;
    operation: {
      operationType: string;
      operator: string;
      value?: string;
      includeObjectsWithNoValueSet?: boolean;
    };
  }[];
}

const OPERATORS: Record<CrmFilter['operator'], string> = {
  EQ: 'IS_EQUAL_TO',
  NEQ: 'IS_NOT_EQUAL_TO',
  CONTAINS_TOKEN: 'CONTAINS',
  HAS_PROPERTY: 'IS_KNOWN',
  NOT_HAS_PROPERTY: 'IS_UNKNOWN',
  GT: 'IS_GREATER_THAN',
  LT: 'IS_LESS_THAN',
};

function operationType(filter: CrmFilter, definition: CrmProperty | undefined) {
  if (filter.operator === 'HAS_PROPERTY' || filter.operator === 'NOT_HAS_PROPERTY') return 'ALL_PROPERTY';
  if (filter.operator === 'GT' || filter.operator === 'LT' || definition?.type === 'number') return 'NUMBER';
  return 'STRING';
}

/** The port's filters (all must hold) as one AND branch under HubSpot's mandatory OR root. */
export function toFilterBranch(filters: CrmFilter[], definitions: CrmProperty[]): FilterBranch {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  return {
    filterBranchType: 'OR',
    filters: [],
    filterBranches: [
      {
        filterBranchType: 'AND',
        filterBranches: [],
        filters: filters.map((filter) => ({
          filterType: 'PROPERTY',
          property: filter.propertyName,
          operation: {
            operationType: operationType(filter, byName.get(filter.propertyName)),
            operator: OPERATORS[filter.operator],
            value: operationType(filter, undefined) === 'ALL_PROPERTY' ? undefined : filter.value,
            // The built-in CRM's "not equal" includes contacts without the value; so does this.
            includeObjectsWithNoValueSet: filter.operator === 'NEQ' ? true : undefined,
          },
        })),
      },
    ],
  };
}

/** Back from a tree Hubline wrote; a tree made in HubSpot that does not fit shows no filters. */
export function fromFilterBranch(branch: FilterBranch | undefined): CrmFilter[] {
  const [and] = branch?.filterBranches ?? [];
  if (branch?.filterBranches.length !== 1 || !and || and.filterBranchType !== 'AND') return [];
  const byOperator = new Map(Object.entries(OPERATORS).map(([ours, theirs]) => [theirs, ours]));
  const filters: CrmFilter[] = [];
  for (const filter of and.filters) {
    const operator = byOperator.get(filter.operation.operator) as CrmFilter['operator'] | undefined;
    if (!operator) return [];
    filters.push({ propertyName: filter.property, operator, value: filter.operation.value });
  }
  return filters;
}
