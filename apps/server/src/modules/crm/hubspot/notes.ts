import type { Note, NoteInput, NotePatch } from '@hubline/contract';
import type { Db } from '../../../core/db/client.ts';
import { isUuid } from '../../../core/db/ids.ts';
import { memberEmail } from '../../hubs/index.ts';
import type { CrmPort, Owner } from '../crm.port.ts';
import type { HubspotApi } from './client.ts';
import { hubspotRecords, isoOf } from './records.ts';

const ownerName = (owner: Owner) => `${owner.firstName} ${owner.lastName}`.trim() || owner.email;

/**
 * Notes (B2: hs_note_body, hs_timestamp, hubspot_owner_id). The writer is a Hubline user; in
 * HubSpot the note belongs to the owner with that user's email, or to no one when there is none.
 */
export function hubspotNotes(api: HubspotApi, owners: CrmPort['owners'], db: Db): CrmPort['notes'] {
  async function ownerOf(hubId: string, actorId: string | null) {
    if (!actorId || !isUuid(actorId)) return null;
    const found = await memberEmail(db, hubId, actorId);
    if (!found) return null;
    const email = found.toLowerCase();
    return (await owners.list(hubId)).find((owner) => owner.email.toLowerCase() === email)?.id ?? null;
  }

  return hubspotRecords<Note, NoteInput, NotePatch, Map<string, string>>(api, {
    type: 'notes',
    toContact: 202,
    toCompany: 190,
    properties: ['hs_note_body', 'hs_timestamp', 'hubspot_owner_id'],
    context: async (hubId) =>
      new Map((await owners.list(hubId)).map((owner) => [owner.id, ownerName(owner)])),
    toRecord({ id, properties, createdAt }, about, names) {
      const creatorId = properties.hubspot_owner_id ?? null;
      return {
        id,
        body: properties.hs_note_body ?? '',
        creatorId,
        creator: (creatorId && names.get(creatorId)) || '',
        date: isoOf(properties.hs_timestamp) ?? createdAt,
        ...about,
      };
    },
    fields: { body: 'hs_note_body' },
    created: async (hubId, _input, actorId) => ({
      hs_timestamp: new Date().toISOString(),
      hubspot_owner_id: await ownerOf(hubId, actorId),
    }),
  });
}
