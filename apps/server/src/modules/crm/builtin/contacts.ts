import type { Contact } from '@hubline/contract';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { isUuid } from '../../../core/db/ids.ts';
import type { ContactsPort, CrmPort } from '../crm.port.ts';
import { whereContacts } from './contacts-query.ts';
import { type CrmContactRow, crmContacts } from './crm.schema.ts';
import { importRows } from './import-rows.ts';
import { mergeContacts } from './merge-contacts.ts';
import { checkProperties, mergeProperties } from './properties.ts';

export function toContact(row: CrmContactRow): Contact {
  return {
    id: row.id,
    properties: row.properties,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Contacts of Hubline's own CRM, the default: a user without a CRM account still gets the whole product. */
export function builtInContacts(db: Db, properties: CrmPort['properties']): ContactsPort {
  async function get(hubId: string, id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select()
      .from(crmContacts)
      .where(and(eq(crmContacts.hubId, hubId), eq(crmContacts.id, id)));
    return row && toContact(row);
  }

  return {
    get,
    async *each(hubId, batchSize) {
      let after: string | undefined;
      for (;;) {
        const rows = await db
          .select()
          .from(crmContacts)
          .where(and(eq(crmContacts.hubId, hubId), after ? gt(crmContacts.id, after) : undefined))
          .orderBy(asc(crmContacts.id))
          .limit(batchSize);
        if (rows.length === 0) return;
        yield rows.map(toContact);
        after = rows[rows.length - 1]?.id;
      }
    },
    import: (hubId, rows) => importRows(db, hubId, rows),
    async search(hubId, search) {
      const where = whereContacts(hubId, search.query, search.filters, await properties.list(hubId));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(crmContacts)
          .where(where)
          .orderBy(desc(crmContacts.updatedAt), asc(crmContacts.id))
          .limit(search.limit)
          .offset(search.page * search.limit),
        db.select({ n: count() }).from(crmContacts).where(where),
      ]);
      return { items: rows.map(toContact), total: total?.n ?? 0, page: search.page, limit: search.limit };
    },
    async create(hubId, values) {
      await checkProperties(properties, hubId, 'contacts', values);
      const [row] = await db
        .insert(crmContacts)
        .values({ hubId, properties: mergeProperties({}, values) })
        .returning();
      if (!row) throw new Error('contact insert returned nothing');
      return toContact(row);
    },
    async update(hubId, id, values) {
      await checkProperties(properties, hubId, 'contacts', values);
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(crmContacts)
          .where(and(eq(crmContacts.hubId, hubId), eq(crmContacts.id, id)))
          .for('update');
        if (!current) return undefined;
        const [row] = await tx
          .update(crmContacts)
          .set({ properties: mergeProperties(current.properties, values), updatedAt: new Date() })
          .where(eq(crmContacts.id, id))
          .returning();
        return row && toContact(row);
      });
    },
    async findBy(hubId, property, value) {
      const [row] = await db
        .select()
        .from(crmContacts)
        .where(
          and(
            eq(crmContacts.hubId, hubId),
            sql`${crmContacts.properties} @> ${JSON.stringify({ [property]: value })}::jsonb`,
          ),
        )
        .orderBy(asc(crmContacts.createdAt))
        .limit(1);
      return row && toContact(row);
    },
    async merge(hubId, primaryId, mergedId) {
      if (!isUuid(primaryId) || !isUuid(mergedId) || primaryId === mergedId) return undefined;
      const row = await mergeContacts(db, hubId, primaryId, mergedId);
      return row && toContact(row);
    },
  };
}
