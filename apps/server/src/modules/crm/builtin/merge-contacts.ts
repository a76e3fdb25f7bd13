import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { moveFriendsToContact } from '../../line-accounts/index.ts';
import {
  crmCompanyContacts,
  crmContacts,
  crmDeals,
  crmListMembers,
  crmNotes,
  crmTasks,
  crmTickets,
  crmWorkflowEnrollments,
} from './crm.schema.ts';

/**
 * Folds one contact into another in one transaction: the primary's values win, the merged one's
 * fill its gaps; everything that pointed at the merged contact points at the primary, then the
 * merged contact is deleted. Undefined when either is not the hub's.
 */
export async function mergeContacts(db: Db, hubId: string, primaryId: string, mergedId: string) {
  return db.transaction(async (tx) => {
    const pair = await tx
      .select()
      .from(crmContacts)
      .where(and(eq(crmContacts.hubId, hubId), inArray(crmContacts.id, [primaryId, mergedId])))
      .orderBy(crmContacts.id)
      .for('update');
    const primary = pair.find((row) => row.id === primaryId);
    const merged = pair.find((row) => row.id === mergedId);
    if (!primary || !merged) return undefined;

    await tx.execute(sql`
      insert into ${crmListMembers} (list_id, contact_id, added_at)
      select list_id, ${primaryId}::uuid, added_at from ${crmListMembers} where contact_id = ${mergedId}
      on conflict do nothing`);
    // A company both belong to keeps the roles of both.
    await tx.execute(sql`
      insert into ${crmCompanyContacts} (hub_id, company_id, contact_id, labels, created_at)
      select hub_id, company_id, ${primaryId}::uuid, labels, created_at
      from ${crmCompanyContacts} where contact_id = ${mergedId}
      on conflict (company_id, contact_id) do update set labels = array(
        select distinct unnest(${crmCompanyContacts.labels} || excluded.labels) order by 1)`);
    for (const table of [crmTickets, crmDeals, crmNotes, crmTasks, crmWorkflowEnrollments]) {
      await tx.update(table).set({ contactId: primaryId }).where(eq(table.contactId, mergedId));
    }
    await moveFriendsToContact(tx, hubId, mergedId, primaryId);
    await tx.delete(crmContacts).where(eq(crmContacts.id, mergedId));
    const [row] = await tx
      .update(crmContacts)
      .set({ properties: { ...merged.properties, ...primary.properties }, updatedAt: new Date() })
      .where(eq(crmContacts.id, primaryId))
      .returning();
    return row;
  });
}
