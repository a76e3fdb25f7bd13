import type { Company } from '@hubline/contract';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { isUuid } from '../../../core/db/ids.ts';
import { AppError } from '../../../core/http/errors.ts';
import type { CompaniesPort, CrmPort } from '../crm.port.ts';
import { escapeLike } from './contacts-query.ts';
import {
  type CrmCompanyRow,
  crmAssociationLabels,
  crmCompanies,
  crmCompanyContacts,
  crmContacts,
} from './crm.schema.ts';
import { checkProperties, mergeProperties } from './properties.ts';

/** HubSpot's own contact-to-company label, which every hub has. */
export const BUILT_IN_LABELS = ['Primary'];

function toCompany(row: CrmCompanyRow): Company {
  return {
    id: row.id,
    properties: row.properties,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The membership row of `contactId` in `companyId`, in the hub. */
function membership(hubId: string, companyId: string, contactId: string) {
  return and(
    eq(crmCompanyContacts.hubId, hubId),
    eq(crmCompanyContacts.companyId, companyId),
    eq(crmCompanyContacts.contactId, contactId),
  );
}

export function builtInCompanies(db: Db, properties: CrmPort['properties']): CompaniesPort {
  async function get(hubId: string, id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select()
      .from(crmCompanies)
      .where(and(eq(crmCompanies.hubId, hubId), eq(crmCompanies.id, id)));
    return row && toCompany(row);
  }

  async function labels(hubId: string) {
    const own = await db
      .select({ label: crmAssociationLabels.label })
      .from(crmAssociationLabels)
      .where(eq(crmAssociationLabels.hubId, hubId))
      .orderBy(asc(crmAssociationLabels.label));
    return [
      ...BUILT_IN_LABELS.map((label) => ({ label, builtIn: true })),
      ...own.map((row) => ({ label: row.label, builtIn: false })),
    ];
  }

  /** Adds or strips `label` on a membership row; false when there is no such member or label. */
  async function changeRole(
    hubId: string,
    companyId: string,
    contactId: string,
    label: string,
    add: boolean,
  ) {
    if (!isUuid(companyId) || !isUuid(contactId)) return false;
    if (!(await labels(hubId)).some((known) => known.label === label)) return false;
    const labelsSql = add
      ? sql`array(select distinct unnest(array_append(${crmCompanyContacts.labels}, ${label}::text)) order by 1)`
      : sql`array_remove(${crmCompanyContacts.labels}, ${label}::text)`;
    const changed = await db
      .update(crmCompanyContacts)
      .set({ labels: labelsSql })
      .where(membership(hubId, companyId, contactId))
      .returning({ contactId: crmCompanyContacts.contactId });
    return changed.length > 0;
  }

  return {
    get,
    labels,
    async search(hubId, query, page, limit) {
      const pattern = `%${escapeLike(query)}%`;
      const where = and(
        eq(crmCompanies.hubId, hubId),
        query
          ? or(
              sql`${crmCompanies.properties} ->> 'name' ilike ${pattern}`,
              sql`${crmCompanies.properties} ->> 'domain' ilike ${pattern}`,
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(crmCompanies)
          .where(where)
          .orderBy(desc(crmCompanies.updatedAt), asc(crmCompanies.id))
          .limit(limit)
          .offset(page * limit),
        db.select({ n: count() }).from(crmCompanies).where(where),
      ]);
      return { items: rows.map(toCompany), total: total?.n ?? 0 };
    },
    async findBy(hubId, property, value) {
      const [row] = await db
        .select()
        .from(crmCompanies)
        .where(
          and(
            eq(crmCompanies.hubId, hubId),
            sql`${crmCompanies.properties} @> ${JSON.stringify({ [property]: value })}::jsonb`,
          ),
        )
        .orderBy(asc(crmCompanies.createdAt))
        .limit(1);
      return row && toCompany(row);
    },
    async create(hubId, values) {
      await checkProperties(properties, hubId, 'companies', values);
      const [row] = await db
        .insert(crmCompanies)
        .values({ hubId, properties: mergeProperties({}, values) })
        .returning();
      if (!row) throw new Error('company insert returned nothing');
      return toCompany(row);
    },
    async update(hubId, id, values) {
      await checkProperties(properties, hubId, 'companies', values);
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(crmCompanies)
          .where(and(eq(crmCompanies.hubId, hubId), eq(crmCompanies.id, id)))
          .for('update');
        if (!current) return undefined;
        const [row] = await tx
          .update(crmCompanies)
          .set({ properties: mergeProperties(current.properties, values), updatedAt: new Date() })
          .where(eq(crmCompanies.id, id))
          .returning();
        return row && toCompany(row);
      });
    },
    async ofContact(hubId, contactId) {
      if (!isUuid(contactId)) return [];
      const rows = await db
        .select({ company: crmCompanies })
        .from(crmCompanyContacts)
        .innerJoin(crmCompanies, eq(crmCompanies.id, crmCompanyContacts.companyId))
        .where(and(eq(crmCompanyContacts.hubId, hubId), eq(crmCompanyContacts.contactId, contactId)))
        .orderBy(asc(crmCompanyContacts.createdAt));
      return rows.map((row) => toCompany(row.company));
    },
    async members(hubId, companyId) {
      if (!(await get(hubId, companyId))) return undefined;
      const rows = await db
        .select({
          contactId: crmContacts.id,
          properties: crmContacts.properties,
          labels: crmCompanyContacts.labels,
        })
        .from(crmCompanyContacts)
        .innerJoin(crmContacts, eq(crmContacts.id, crmCompanyContacts.contactId))
        .where(and(eq(crmCompanyContacts.hubId, hubId), eq(crmCompanyContacts.companyId, companyId)))
        .orderBy(asc(crmCompanyContacts.createdAt));
      return rows.map((row) => ({
        contactId: row.contactId,
        firstname: row.properties.firstname ?? null,
        lastname: row.properties.lastname ?? null,
        email: row.properties.email ?? null,
        roleLabels: row.labels,
      }));
    },
    async addMember(hubId, companyId, contactId) {
      if (!isUuid(companyId) || !isUuid(contactId)) return false;
      const [company] = await db
        .select({ id: crmCompanies.id })
        .from(crmCompanies)
        .where(and(eq(crmCompanies.hubId, hubId), eq(crmCompanies.id, companyId)));
      const [contact] = await db
        .select({ id: crmContacts.id })
        .from(crmContacts)
        .where(and(eq(crmContacts.hubId, hubId), eq(crmContacts.id, contactId)));
      if (!company || !contact) return false;
      await db.insert(crmCompanyContacts).values({ hubId, companyId, contactId }).onConflictDoNothing();
      return true;
    },
    async removeMember(hubId, companyId, contactId) {
      if (!isUuid(companyId) || !isUuid(contactId)) return false;
      const removed = await db
        .delete(crmCompanyContacts)
        .where(membership(hubId, companyId, contactId))
        .returning({ contactId: crmCompanyContacts.contactId });
      return removed.length > 0;
    },
    assignRole: (hubId, companyId, contactId, label) => changeRole(hubId, companyId, contactId, label, true),
    removeRole: (hubId, companyId, contactId, label) => changeRole(hubId, companyId, contactId, label, false),
    async createLabel(hubId, label) {
      if ((await labels(hubId)).some((known) => known.label === label))
        throw new AppError('crm.error.duplicateLabel', { label });
      await db.insert(crmAssociationLabels).values({ hubId, label });
      return { label, builtIn: false };
    },
  };
}
