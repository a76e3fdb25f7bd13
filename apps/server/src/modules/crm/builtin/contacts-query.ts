import type { CrmFilter, CrmProperty } from '@hubline/contract';
import { and, or, type SQL, sql } from 'drizzle-orm';
import { crmContacts } from './crm.schema.ts';

const SEARCHED = ['firstname', 'lastname', 'email', 'phone', 'mobilephone'];

export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A property's value as SQL text. */
const value = (name: string) => sql`(${crmContacts.properties} ->> ${name})`;

/** One HubSpot-style filter as SQL; numbers and dates compare by their type. */
export function filterSql(filter: CrmFilter, definition: CrmProperty | undefined): SQL {
  const v = filter.value ?? '';
  const field = value(filter.propertyName);
  switch (filter.operator) {
    case 'EQ':
      // Containment uses the GIN index.
      return sql`${crmContacts.properties} @> ${JSON.stringify({ [filter.propertyName]: v })}::jsonb`;
    case 'NEQ':
      return sql`coalesce(${field}, '') <> ${v}`;
    case 'CONTAINS_TOKEN':
      return sql`${field} ilike ${`%${escapeLike(v)}%`}`;
    case 'HAS_PROPERTY':
      return sql`coalesce(${field}, '') <> ''`;
    case 'NOT_HAS_PROPERTY':
      return sql`coalesce(${field}, '') = ''`;
    case 'GT':
    case 'LT': {
      const op = filter.operator === 'GT' ? sql`>` : sql`<`;
      if (definition?.type === 'number')
        return sql`(case when ${field} ~ '^-?[0-9.]+$' then ${field}::numeric end) ${op} ${Number(v)}`;
      return sql`${field} ${op} ${v}`;
    }
  }
}

/** The free-text query matches names, email and phone numbers. */
export function querySql(query: string): SQL | undefined {
  if (!query) return undefined;
  const pattern = `%${escapeLike(query)}%`;
  return or(...SEARCHED.map((name) => sql`${value(name)} ilike ${pattern}`));
}

export function whereContacts(
  hubId: string,
  query: string,
  filters: CrmFilter[],
  definitions: CrmProperty[],
) {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const conditions: (SQL | undefined)[] = [sql`${crmContacts.hubId} = ${hubId}`, querySql(query)];
  for (const filter of filters) conditions.push(filterSql(filter, byName.get(filter.propertyName)));
  return and(...conditions);
}
