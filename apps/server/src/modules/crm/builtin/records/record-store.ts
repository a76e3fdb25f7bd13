import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgSelect, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../../../core/db/client.ts';
import { isUuid } from '../../../../core/db/ids.ts';
import { AppError } from '../../../../core/http/errors.ts';
import type { About, RecordsPort } from '../../crm.port.ts';
import {
  crmCompanies,
  crmContacts,
  type crmDeals,
  type crmNotes,
  type crmTasks,
  type crmTickets,
} from '../crm.schema.ts';

export type RecordTable = typeof crmTickets | typeof crmDeals | typeof crmNotes | typeof crmTasks;

/** What differs between tickets, deals, notes and tasks; `recordsPort` does the rest. */
export interface RecordKind<Table extends RecordTable, Query extends PgSelect, T, Input, Patch> {
  table: Table;
  /** The kind's select (with what it joins), which `recordsPort` narrows and orders newest first. */
  query(): Query;
  /** A selected row as the port answers it. */
  toRecord(row: Awaited<Query>[number]): T;
  /**
   * The columns of a new record, `owned` (hub, contact, company) among them; refuses bad
   * references with an AppError before anything is written.
   */
  values(owned: Owned, input: Input, actorId: string | null): Promise<PgInsertValue<Table>>;
  /** The columns a patch of `current` changes, checked the same way. */
  changes(hubId: string, current: T, patch: Patch): Promise<PgUpdateSetSource<Table>>;
}

/** The columns that place a record: its hub, and what it is about (a contact or a company, the other null). */
export type Owned = ReturnType<typeof aboutColumns> & { hubId: string };
function aboutColumns(about: About) {
  return 'contactId' in about
    ? { contactId: about.contactId, companyId: null }
    : { contactId: null, companyId: about.companyId };
}

/** A record may only be about a contact or company of the same hub. */
async function checkAbout(db: Db, hubId: string, about: About) {
  const [table, id] = 'contactId' in about ? [crmContacts, about.contactId] : [crmCompanies, about.companyId];
  const found =
    isUuid(id) &&
    (await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.hubId, hubId), eq(table.id, id))));
  if (!found || found.length === 0) throw new AppError('error.notFound');
}

/** List, create, update and remove of one record kind, every statement scoped by the hub. */
export function recordsPort<Table extends RecordTable, Query extends PgSelect, T, Input, Patch>(
  db: Db,
  kind: RecordKind<Table, Query, T, Input, Patch>,
): RecordsPort<T, Input, Patch> {
  const table: RecordTable = kind.table;
  const read = async (where: SQL | undefined) =>
    (await kind.query().where(where).orderBy(desc(table.createdAt), desc(table.id))).map(kind.toRecord);
  const own = (hubId: string, id: string) => and(eq(table.hubId, hubId), eq(table.id, id));
  const readOne = async (hubId: string, id: string) => (await read(own(hubId, id)))[0];

  return {
    list(hubId, about) {
      const { contactId, companyId } = aboutColumns(about);
      const id = contactId ?? companyId;
      if (!isUuid(id)) return Promise.resolve([]);
      return read(and(eq(table.hubId, hubId), contactId ? eq(table.contactId, id) : eq(table.companyId, id)));
    },
    async create(hubId, about, input, actorId) {
      await checkAbout(db, hubId, about);
      const values = await kind.values({ hubId, ...aboutColumns(about) }, input, actorId);
      const [row] = await db.insert(kind.table).values(values).returning({ id: table.id });
      const created = row && (await readOne(hubId, row.id));
      if (!created) throw new Error('record insert returned nothing');
      return created;
    },
    async update(hubId, id, patch) {
      if (!isUuid(id)) return undefined;
      const current = await readOne(hubId, id);
      if (!current) return undefined;
      const changes = await kind.changes(hubId, current, patch);
      const [row] = await db
        .update(kind.table)
        .set({ ...changes, updatedAt: new Date() })
        .where(own(hubId, id))
        .returning({ id: table.id });
      return row && readOne(hubId, id);
    },
    async remove(hubId, id) {
      if (!isUuid(id)) return false;
      const deleted = await db.delete(kind.table).where(own(hubId, id)).returning({ id: table.id });
      return deleted.length > 0;
    },
  };
}

/** An ISO date from the contract as a column value; null and undefined (unchanged) pass through. */
export const toDate = (iso: string | null | undefined) => (iso == null ? iso : new Date(iso));
