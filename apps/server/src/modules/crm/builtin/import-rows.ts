import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { crmContacts } from './crm.schema.ts';

function clean(properties: Record<string, string | null>) {
  return Object.fromEntries(
    Object.entries(properties).filter(
      (entry): entry is [string, string] => entry[1] !== null && entry[1] !== '',
    ),
  );
}

/**
 * The built-in CRM's bulk import, in one transaction: existing contacts (by id, then by email)
 * are updated one by one, new ones inserted a thousand per statement.
 */
export async function importRows(db: Db, hubId: string, rows: Record<string, string | null>[]) {
  return db.transaction(async (tx) => {
    const emails = rows.map((row) => row.email).filter((email): email is string => Boolean(email));
    const known = emails.length
      ? await tx
          .select({ id: crmContacts.id, email: sql<string>`${crmContacts.properties} ->> 'email'` })
          .from(crmContacts)
          .where(
            and(eq(crmContacts.hubId, hubId), inArray(sql`${crmContacts.properties} ->> 'email'`, emails)),
          )
      : [];
    const byEmail = new Map(known.map((row) => [row.email, row.id]));
    const inserts: Record<string, string>[] = [];
    let updated = 0;
    for (const { id, ...properties } of rows) {
      const target = id || (properties.email ? byEmail.get(properties.email) : undefined);
      if (!target) {
        inserts.push(clean(properties));
        continue;
      }
      const changed = await tx
        .update(crmContacts)
        .set({
          properties: sql`${crmContacts.properties} || ${JSON.stringify(clean(properties))}::jsonb`,
          updatedAt: new Date(),
        })
        .where(and(eq(crmContacts.hubId, hubId), eq(crmContacts.id, target)))
        .returning({ id: crmContacts.id });
      updated += changed.length;
      if (changed.length === 0) inserts.push(clean(properties));
    }
    for (let start = 0; start < inserts.length; start += 1000) {
      await tx
        .insert(crmContacts)
        .values(inserts.slice(start, start + 1000).map((properties) => ({ hubId, properties })));
    }
    return { created: inserts.length, updated };
  });
}
