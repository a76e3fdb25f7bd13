import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { isUuid } from '../../core/db/ids.ts';
import { crmContacts } from './builtin/crm.schema.ts';
import { getConnection } from './connection/crm-connections.repository.ts';
import { crmMirrorContacts } from './mirror/mirror.schema.ts';

/**
 * The ids of `contactIds` the hub's CRM does not have: the built-in contacts, or for a HubSpot hub
 * its mirrored ones (what a run can resolve). Another hub's contact is unknown here.
 */
export async function unknownContacts(db: Db, hubId: string, contactIds: string[]): Promise<string[]> {
  const wanted = [...new Set(contactIds)];
  const found = (await getConnection(db, hubId))
    ? await db
        .select({ id: crmMirrorContacts.contactId })
        .from(crmMirrorContacts)
        .where(and(eq(crmMirrorContacts.hubId, hubId), inArray(crmMirrorContacts.contactId, wanted)))
    : await builtIn(db, hubId, wanted.filter(isUuid));
  const known = new Set(found.map((row) => row.id));
  return wanted.filter((id) => !known.has(id));
}

async function builtIn(db: Db, hubId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: crmContacts.id })
    .from(crmContacts)
    .where(and(eq(crmContacts.hubId, hubId), inArray(crmContacts.id, ids)));
}
