import type { CrmProperty } from '@hubline/contract';
import { and, not, or, type SQL, sql } from 'drizzle-orm';
import { whereContacts } from './contacts-query.ts';
import { type CrmListRow, crmContacts, crmListMembers } from './crm.schema.ts';

/** "This contact is in the list", as a condition on `crm_contacts`: a membership row, or the filters. */
export function inListSql(list: CrmListRow, definitions: CrmProperty[]): SQL {
  if (list.kind === 'static')
    return sql`exists (select 1 from ${crmListMembers} where ${crmListMembers.listId} = ${list.id} and ${crmListMembers.contactId} = ${crmContacts.id})`;
  return whereContacts(list.hubId, '', list.filters, definitions) ?? sql`true`;
}

/**
 * The hub's contacts in any of `include` and in none of `exclude`: one set-based condition, so a
 * 100,000-contact audience is a single query, never a loop over members.
 */
export function audienceSql(
  hubId: string,
  include: CrmListRow[],
  exclude: CrmListRow[],
  definitions: CrmProperty[],
): SQL | undefined {
  if (include.length === 0) return sql`false`;
  const inAny = or(...include.map((list) => inListSql(list, definitions)));
  const excluded = exclude.length
    ? not(or(...exclude.map((list) => inListSql(list, definitions))) ?? sql`false`)
    : undefined;
  return and(sql`${crmContacts.hubId} = ${hubId}`, inAny, excluded);
}
