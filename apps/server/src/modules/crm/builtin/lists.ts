import type { CrmList, CrmProperty } from '@hubline/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { isUuid } from '../../../core/db/ids.ts';
import { AppError } from '../../../core/http/errors.ts';
import type { CrmPort, ListsPort } from '../crm.port.ts';
import { toContact } from './contacts.ts';
import { whereContacts } from './contacts-query.ts';
import { type CrmListRow, crmContacts, crmListMembers, crmLists } from './crm.schema.ts';
import { audienceSql, inListSql } from './list-membership.ts';

/** Static lists hold members; filter lists are computed from their filters at every read. */
export function builtInLists(db: Db, properties: CrmPort['properties']): ListsPort {
  async function row(hubId: string, id: string) {
    if (!isUuid(id)) return undefined;
    const [found] = await db
      .select()
      .from(crmLists)
      .where(and(eq(crmLists.hubId, hubId), eq(crmLists.id, id)));
    return found;
  }

  async function sizeOf(list: CrmListRow, definitions: CrmProperty[]) {
    const [counted] = await db
      .select({ n: count() })
      .from(crmContacts)
      .where(and(eq(crmContacts.hubId, list.hubId), inListSql(list, definitions)));
    return counted?.n ?? 0;
  }

  async function view(list: CrmListRow, definitions?: CrmProperty[]): Promise<CrmList> {
    return {
      id: list.id,
      name: list.name,
      kind: list.kind,
      filters: list.filters,
      size: await sizeOf(list, definitions ?? (await properties.list(list.hubId))),
      createdAt: list.createdAt.toISOString(),
      updatedAt: list.updatedAt.toISOString(),
    };
  }

  /** The hub's contacts among `ids` (unknown and foreign ids drop out). */
  async function ownContacts(hubId: string, ids: string[]) {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    const rows = await db
      .select({ id: crmContacts.id })
      .from(crmContacts)
      .where(and(eq(crmContacts.hubId, hubId), inArray(crmContacts.id, valid)));
    return rows.map((contact) => contact.id);
  }

  async function staticList(hubId: string, id: string) {
    const list = await row(hubId, id);
    if (list?.kind === 'filter') throw new AppError('crm.error.filterListMembers');
    return list;
  }

  return {
    async list(hubId) {
      const [rows, definitions] = await Promise.all([
        db.select().from(crmLists).where(eq(crmLists.hubId, hubId)).orderBy(desc(crmLists.createdAt)),
        properties.list(hubId),
      ]);
      return Promise.all(rows.map((list) => view(list, definitions)));
    },
    async get(hubId, id) {
      const list = await row(hubId, id);
      return list && view(list);
    },
    async create(hubId, input) {
      const [created] = await db
        .insert(crmLists)
        .values({
          hubId,
          name: input.name,
          kind: input.kind,
          filters: input.kind === 'filter' ? input.filters : [],
        })
        .returning();
      if (!created) throw new Error('list insert returned nothing');
      return view(created);
    },
    async update(hubId, id, patch) {
      const list = await row(hubId, id);
      if (!list) return undefined;
      if (patch.filters && list.kind === 'static') throw new AppError('crm.error.staticListFilters');
      const [updated] = await db
        .update(crmLists)
        .set({ name: patch.name ?? list.name, filters: patch.filters ?? list.filters, updatedAt: new Date() })
        .where(eq(crmLists.id, id))
        .returning();
      return updated && view(updated);
    },
    async remove(hubId, id) {
      if (!isUuid(id)) return false;
      const deleted = await db
        .delete(crmLists)
        .where(and(eq(crmLists.hubId, hubId), eq(crmLists.id, id)))
        .returning({ id: crmLists.id });
      return deleted.length > 0;
    },
    async preview(hubId, filters) {
      const [counted] = await db
        .select({ n: count() })
        .from(crmContacts)
        .where(whereContacts(hubId, '', filters, await properties.list(hubId)));
      return counted?.n ?? 0;
    },
    async members(hubId, id, page, limit) {
      const list = await row(hubId, id);
      if (!list) return undefined;
      const where = and(eq(crmContacts.hubId, hubId), inListSql(list, await properties.list(hubId)));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(crmContacts)
          .where(where)
          .orderBy(asc(sql`${crmContacts.properties} ->> 'lastname'`), asc(crmContacts.id))
          .limit(limit)
          .offset(page * limit),
        db.select({ n: count() }).from(crmContacts).where(where),
      ]);
      return { items: rows.map(toContact), total: total?.n ?? 0, page, limit };
    },
    async addMembers(hubId, id, contactIds) {
      const list = await staticList(hubId, id);
      if (!list) return undefined;
      const own = await ownContacts(hubId, contactIds);
      if (own.length === 0) return 0;
      const added = await db
        .insert(crmListMembers)
        .values(own.map((contactId) => ({ listId: list.id, contactId })))
        .onConflictDoNothing()
        .returning({ contactId: crmListMembers.contactId });
      await db.update(crmLists).set({ updatedAt: new Date() }).where(eq(crmLists.id, list.id));
      return added.length;
    },
    async removeMembers(hubId, id, contactIds) {
      const list = await staticList(hubId, id);
      if (!list) return undefined;
      const valid = contactIds.filter(isUuid);
      if (valid.length === 0) return 0;
      const removed = await db
        .delete(crmListMembers)
        .where(and(eq(crmListMembers.listId, list.id), inArray(crmListMembers.contactId, valid)))
        .returning({ contactId: crmListMembers.contactId });
      return removed.length;
    },
    async audienceSize(hubId, include, exclude) {
      const ids = [...include, ...exclude].filter(isUuid);
      const [rows, definitions] = await Promise.all([
        ids.length
          ? db
              .select()
              .from(crmLists)
              .where(and(eq(crmLists.hubId, hubId), inArray(crmLists.id, ids)))
          : [],
        properties.list(hubId),
      ]);
      const pick = (wanted: string[]) => rows.filter((list) => wanted.includes(list.id));
      const [counted] = await db
        .select({ n: count() })
        .from(crmContacts)
        .where(audienceSql(hubId, pick(include), pick(exclude), definitions));
      return counted?.n ?? 0;
    },
  };
}
