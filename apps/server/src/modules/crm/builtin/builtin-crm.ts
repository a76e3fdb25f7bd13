import type { Contact, CrmProperty } from '@hubline/contract';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { AppError } from '../../../core/http/errors.ts';
import { memberships } from '../../hubs/hubs.schema.ts';
import { lineAccounts } from '../../line-accounts/line-accounts.schema.ts';
import { users } from '../../users/users.schema.ts';
import type { CrmPort } from '../crm.port.ts';
import { BUILT_IN_PROPERTIES, lineUserIdProperties, propertyProblem } from '../properties.ts';
import { whereContacts } from './contacts-query.ts';
import { type CrmContactRow, crmContacts, crmProperties } from './crm.schema.ts';
import { importRows } from './import-rows.ts';

function toContact(row: CrmContactRow): Contact {
  return {
    id: row.id,
    properties: row.properties,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Unset (null or empty) values are removed, as HubSpot clears a property set to ''. */
function merge(current: Record<string, string>, changes: Record<string, string | null>) {
  const next = { ...current };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') delete next[name];
    else next[name] = value;
  }
  return next;
}

/** Hubline's own CRM, the default: a user without a CRM account still gets the whole product. */
export function builtInCrm(db: Db): CrmPort {
  async function listProperties(hubId: string): Promise<CrmProperty[]> {
    const [custom, accounts] = await Promise.all([
      db
        .select()
        .from(crmProperties)
        .where(eq(crmProperties.hubId, hubId))
        .orderBy(asc(crmProperties.createdAt)),
      db
        .select({ seq: lineAccounts.seq })
        .from(lineAccounts)
        .where(eq(lineAccounts.hubId, hubId))
        .orderBy(asc(lineAccounts.seq)),
    ]);
    return [
      ...BUILT_IN_PROPERTIES,
      ...lineUserIdProperties(accounts.map((account) => account.seq)),
      ...custom.map((row) => ({
        name: row.name,
        label: row.label,
        type: row.type,
        options: row.options,
        builtIn: false,
      })),
    ];
  }

  async function checked(hubId: string, properties: Record<string, string | null>) {
    const problem = propertyProblem(await listProperties(hubId), properties);
    if (problem) throw new AppError(problem.code, problem.params);
  }

  return {
    listProperties,
    async *eachContact(hubId, batchSize) {
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
    importContacts: (hubId, rows) => importRows(db, hubId, rows),
    async createProperty(hubId, property) {
      if ((await listProperties(hubId)).some((existing) => existing.name === property.name)) {
        throw new AppError('crm.error.duplicateProperty', { property: property.name });
      }
      await db.insert(crmProperties).values({ hubId, ...property });
      return { ...property, builtIn: false };
    },
    async listOwners(hubId) {
      const rows = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.hubId, hubId), eq(memberships.active, true)))
        .orderBy(asc(users.name));
      return rows.map((row) => {
        const [firstName = '', ...rest] = row.name.split(' ');
        return { id: row.id, email: row.email, firstName, lastName: rest.join(' ') };
      });
    },
    async searchContacts(hubId, search) {
      const where = whereContacts(hubId, search.query, search.filters, await listProperties(hubId));
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
    async getContact(hubId, id) {
      const [row] = await db
        .select()
        .from(crmContacts)
        .where(and(eq(crmContacts.hubId, hubId), eq(crmContacts.id, id)));
      return row && toContact(row);
    },
    async createContact(hubId, properties) {
      await checked(hubId, properties);
      const [row] = await db
        .insert(crmContacts)
        .values({ hubId, properties: merge({}, properties) })
        .returning();
      if (!row) throw new Error('contact insert returned nothing');
      return toContact(row);
    },
    async updateContact(hubId, id, properties) {
      await checked(hubId, properties);
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(crmContacts)
          .where(and(eq(crmContacts.hubId, hubId), eq(crmContacts.id, id)))
          .for('update');
        if (!current) return undefined;
        const [row] = await tx
          .update(crmContacts)
          .set({ properties: merge(current.properties, properties), updatedAt: new Date() })
          .where(eq(crmContacts.id, id))
          .returning();
        return row && toContact(row);
      });
    },
    async findContactBy(hubId, property, value) {
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
  };
}
