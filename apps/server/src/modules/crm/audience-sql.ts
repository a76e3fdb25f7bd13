import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { isUuid } from '../../core/db/ids.ts';
import { crmContacts, crmLists } from './builtin/crm.schema.ts';
import { inListSql, audienceSql as listsAudienceSql } from './builtin/list-membership.ts';
import { builtInProperties } from './builtin/properties.ts';
import { getConnection } from './connection/crm-connections.repository.ts';
import { crmMirrorContacts, crmMirrorMemberships } from './mirror/mirror.schema.ts';

/** Whom a send targets in the hub's CRM: its lists minus the excluded ones, or named contacts. */
export interface AudienceTarget {
  hubId: string;
  targetLists: string[];
  excludeLists: string[];
  contactIds?: string[] | null;
}

/** The built-in CRM's audience: contact id, the LINE user id property, the first target list it is in. */
async function builtInAudience(db: Db, target: AudienceTarget, property: string): Promise<SQL> {
  const ids = [...target.targetLists, ...target.excludeLists].filter(isUuid);
  // One after the other: `db` may be a transaction (an A/B pair's), whose one connection must not
  // be given two queries at once.
  const lists = ids.length
    ? await db
        .select()
        .from(crmLists)
        .where(and(eq(crmLists.hubId, target.hubId), inArray(crmLists.id, ids)))
    : [];
  const definitions = await builtInProperties(db).list(target.hubId);
  const pick = (wanted: string[]) => lists.filter((list) => wanted.includes(list.id));
  const include = pick(target.targetLists);
  // One target list needs no test a contact: the condition already put it in that list (asking
  // again cost a membership lookup a contact, most of the time of resolving 100,000 of them).
  const [only] = include;
  const firstList =
    only && include.length === 1
      ? sql`${only.id}::text`
      : include.length
        ? sql`case ${sql.join(
            include.map((list) => sql`when ${inListSql(list, definitions)} then ${list.id}`),
            sql` `,
          )} end`
        : sql`null`;
  return sql`select ${crmContacts.id}::text as contact_id, ${crmContacts.properties}->>${property} as property_user_id,
    ${firstList} as list_id
    from ${crmContacts} where ${listsAudienceSql(target.hubId, include, pick(target.excludeLists), definitions)}`;
}

/** A HubSpot hub's audience, from the local mirror of list memberships (set-based, no API calls). */
function mirroredAudience(target: AudienceTarget, property: string): SQL {
  const m = crmMirrorMemberships;
  const excluded = target.excludeLists.length
    ? sql`and not exists (select 1 from ${m} x where x.hub_id = ${target.hubId} and x.contact_id = m.contact_id
        and x.list_id in (${sql.join(
          target.excludeLists.map((id) => sql`${id}`),
          sql`, `,
        )}))`
    : sql``;
  if (target.targetLists.length === 0)
    return sql`select null::text as contact_id, null::text as property_user_id, null::text as list_id where false`;
  return sql`select m.contact_id, c.properties->>${property} as property_user_id, min(m.list_id) as list_id
    from ${m} m left join ${crmMirrorContacts} c on c.hub_id = m.hub_id and c.contact_id = m.contact_id
    where m.hub_id = ${target.hubId} and m.list_id in (${sql.join(
      target.targetLists.map((id) => sql`${id}`),
      sql`, `,
    )}) ${excluded}
    group by m.contact_id, c.properties`;
}

/** Named contacts of the hub's CRM (an automation run's enrolled ones), whatever lists they are in. */
function contactsAudience(
  target: AudienceTarget,
  contactIds: string[],
  mirrored: boolean,
  property: string,
): SQL {
  const ids = mirrored ? contactIds : contactIds.filter(isUuid);
  if (ids.length === 0)
    return sql`select null::text as contact_id, null::text as property_user_id, null::text as list_id where false`;
  const table = mirrored ? sql`${crmMirrorContacts}` : sql`${crmContacts}`;
  const id = mirrored ? sql`contact_id` : sql`id`;
  return sql`select ${id}::text as contact_id, properties->>${property} as property_user_id, null::text as list_id
    from ${table} where hub_id = ${target.hubId} and ${id}::text in (${sql.join(
      ids.map((one) => sql`${one}`),
      sql`, `,
    )})`;
}

/**
 * The target's contacts as rows of (contact_id, property_user_id, list_id), for a sender to join
 * on in one set-based statement: the built-in CRM's contacts or, for a HubSpot hub, the mirror's.
 */
export async function audienceSql(db: Db, target: AudienceTarget, property: string): Promise<SQL> {
  const mirrored = Boolean(await getConnection(db, target.hubId));
  return target.contactIds
    ? contactsAudience(target, target.contactIds, mirrored, property)
    : mirrored
      ? mirroredAudience(target, property)
      : await builtInAudience(db, target, property);
}
