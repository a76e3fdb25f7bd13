import type { Note } from '@hubline/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../core/db/client.ts';
import { userDirectory } from '../../../users/index.ts';
import type { CrmPort } from '../../crm.port.ts';
import { crmNotes } from '../crm.schema.ts';
import { recordsPort } from './record-store.ts';

type NoteRow = typeof crmNotes.$inferSelect;

function toNote(row: NoteRow, creator: string | null): Note {
  return {
    id: row.id,
    body: row.body,
    creatorId: row.creatorId,
    creator: creator ?? '',
    date: row.createdAt.toISOString(),
    contactId: row.contactId,
    companyId: row.companyId,
  };
}

/** Notes: a body with who wrote it (the hub user, by name) and when; newest first. */
export function builtInNotes(db: Db): CrmPort['notes'] {
  return recordsPort(db, {
    table: crmNotes,
    query: () =>
      db
        .select({ note: crmNotes, creator: userDirectory.name })
        .from(crmNotes)
        // creator_id is text (an owner id, as a HubSpot-backed note would hold).
        .leftJoin(userDirectory, sql`${userDirectory.id}::text = ${crmNotes.creatorId}`)
        .$dynamic(),
    toRecord: (row) => toNote(row.note, row.creator),
    async values(owned, input, actorId) {
      return { ...owned, body: input.body, creatorId: actorId };
    },
    async changes(_hubId, _current, patch) {
      return { body: patch.body };
    },
  });
}
