import { PIPELINE_OBJECTS } from '@hubline/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { lineUserRecords } from '../../line-accounts/index.ts';
import type { HubspotApi } from '../hubspot/client.ts';
import { liveContactListIds, liveMemberIds } from '../hubspot/lists.ts';
import { readObjects, toRecord } from '../hubspot/objects.ts';
import { hubspotOwners } from '../hubspot/owners.ts';
import { hubspotPipelines } from '../hubspot/pipelines.ts';
import {
  dropLists,
  mirroredListIds,
  replaceMemberships,
  replaceOwners,
  saveContacts,
  savePipelines,
} from './mirror.repository.ts';

const LINKED_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'mobilephone',
  'lifecyclestage',
  'hubspot_owner_id',
];

/**
 * Refreshes the mirror of a hub's HubSpot portal: owners, pipelines, every contact list's
 * members (lists gone from HubSpot are forgotten), and the contacts LINE friends are linked to.
 * Answers what it copied, for the log.
 */
export async function syncHubspot(api: HubspotApi, db: Db, hubId: string) {
  await replaceOwners(db, hubId, await hubspotOwners(api).list(hubId));
  const pipelines = hubspotPipelines(api);
  for (const object of PIPELINE_OBJECTS)
    await savePipelines(db, hubId, object, await pipelines.list(hubId, object));

  const listIds = await liveContactListIds(api);
  let members = 0;
  for (const listId of listIds) {
    const ids = await liveMemberIds(api, listId);
    members += ids.length;
    await replaceMemberships(db, hubId, listId, ids);
  }
  const live = new Set(listIds);
  await dropLists(
    db,
    hubId,
    (await mirroredListIds(db, hubId)).filter((listId) => !live.has(listId)),
  );

  const linked = await db
    .selectDistinct({ contactId: lineUserRecords.contactId })
    .from(lineUserRecords)
    .where(and(eq(lineUserRecords.hubId, hubId), isNotNull(lineUserRecords.contactId)));
  const contactIds = linked.map((row) => row.contactId).filter((id): id is string => Boolean(id));
  const contacts = (await readObjects(api, 'contacts', contactIds, LINKED_FIELDS)).map(toRecord);
  await saveContacts(db, hubId, contacts);
  return { lists: listIds.length, members, contacts: contacts.length };
}
