import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { isUuid } from '../../core/db/ids.ts';
import { crmContacts } from './builtin/crm.schema.ts';
import { crmMirrorContacts } from './mirror/mirror.schema.ts';

/** The properties that fill contact tokens: the built-in CRM's contacts, or HubSpot's mirrored ones. */
export async function propertiesOf(db: Db, hubId: string, contactIds: string[]) {
  const byId = new Map<string, Record<string, string>>();
  const builtIn = contactIds.filter(isUuid);
  const [own, mirrored] = await Promise.all([
    builtIn.length
      ? db
          .select({ id: crmContacts.id, properties: crmContacts.properties })
          .from(crmContacts)
          .where(and(eq(crmContacts.hubId, hubId), inArray(crmContacts.id, builtIn)))
      : [],
    contactIds.length
      ? db
          .select({ id: crmMirrorContacts.contactId, properties: crmMirrorContacts.properties })
          .from(crmMirrorContacts)
          .where(and(eq(crmMirrorContacts.hubId, hubId), inArray(crmMirrorContacts.contactId, contactIds)))
      : [],
  ]);
  for (const row of [...mirrored, ...own]) byId.set(row.id, row.properties);
  return byId;
}
