import type { BroadcastMessage } from '@hubline/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { isUuid } from '../../../core/db/ids.ts';
import type { LineMessage } from '../../../core/line/line-types.ts';
import { propertiesOf } from '../../crm/index.ts';
import { lineMessageBuilder } from '../../messages/index.ts';
import { broadcasts } from '../broadcasts.schema.ts';
import { rewriteLinks } from '../links/rewrite-links.ts';
import { broadcastBatches, broadcastRecipients, broadcastRuns } from './delivery.schema.ts';
import { recipientBatch, recipientOutcome } from './recipient-outcomes.ts';

/**
 * What the broadcasts delivered to one friend, for the friend's conversation in the inbox when the
 * hub adds all messages (messaging.md §9). Read when the chat is read, from the run's recipient
 * row (keyed by run and friend) and its outcome, not written as a conversation row per recipient
 * when sent: a 100,000-friend multicast would write 100,000–300,000 rows into the indexed message
 * table, which costs more than sending it (recipient-outcomes.ts), for chats few people open.
 * Narrowcasts have no recipients (LINE never says who got one), so they never appear.
 *
 * Each delivered message is keyed `{runId}:{index}`: a chat message id that is no stored
 * message's, stable across reads.
 */
const KEY_SEPARATOR = ':';

/** The messages a run sent: its own record, or its broadcast's for runs from before the record. */
const runMessages = () =>
  sql<BroadcastMessage[]>`coalesce(${broadcastRuns.messages}, ${broadcasts.messages})`.mapWith(
    broadcastRuns.messages,
  );

/** The friend's delivered broadcast messages as (key, sentAt), to page together with a chat's own. */
export function deliveredMessageKeys(db: Db, lineAccountId: string, lineUserId: string) {
  const index = sql`delivered_index`;
  const messages = runMessages();
  return db
    .select({
      key: sql<string>`${broadcastRuns.id}::text || ${KEY_SEPARATOR} || ${index}`.as('key'),
      sentAt: sql<Date>`${recipientOutcome.sentAt}`.as('sent_at'),
    })
    .from(broadcastRuns)
    .innerJoin(
      broadcastRecipients,
      and(eq(broadcastRecipients.runId, broadcastRuns.id), eq(broadcastRecipients.lineUserId, lineUserId)),
    )
    .leftJoin(broadcastBatches, recipientBatch)
    .innerJoin(broadcasts, eq(broadcasts.id, broadcastRuns.broadcastId))
    .innerJoin(sql`generate_series(0, jsonb_array_length(${messages}) - 1) as ${index}`, sql`true`)
    .where(and(eq(broadcastRuns.lineAccountId, lineAccountId), sql`${recipientOutcome.status} = 'sent'`));
}

/** Whether a chat message id is a delivered broadcast message's (deliveredMessageKeys). */
export const isDeliveredKey = (key: string) => key.includes(KEY_SEPARATOR);

/**
 * The LINE messages behind delivered keys, as they went to this friend: contact tokens filled
 * (personalised pushes) and links shortened as the run shortened them (short links are derived
 * from the run, the URL and, for a push, the friend: rewrite-links.ts), from the messages the run
 * recorded. Tokens take the contact's properties as they are now (a push's filled texts are not kept).
 */
export async function deliveredMessages(
  db: Db,
  where: { publicUrl: string; lineAccountId: string; lineUserId: string },
  keys: string[],
): Promise<Map<string, LineMessage>> {
  const runIds = [...new Set(keys.map((key) => key.split(KEY_SEPARATOR)[0] ?? ''))].filter(isUuid);
  const byKey = new Map<string, LineMessage>();
  if (!runIds.length) return byKey;
  const runs = await db
    .select({
      runId: broadcastRuns.id,
      hubId: broadcastRuns.hubId,
      mode: broadcastRuns.mode,
      messages: runMessages(),
      nonTracking: broadcasts.nonTracking,
      contactId: broadcastRecipients.contactId,
    })
    .from(broadcastRuns)
    .innerJoin(broadcasts, eq(broadcasts.id, broadcastRuns.broadcastId))
    .innerJoin(
      broadcastRecipients,
      and(
        eq(broadcastRecipients.runId, broadcastRuns.id),
        eq(broadcastRecipients.lineUserId, where.lineUserId),
      ),
    )
    .where(and(inArray(broadcastRuns.id, runIds), eq(broadcastRuns.lineAccountId, where.lineAccountId)));
  for (const run of runs) {
    const personal = run.mode === 'push';
    const contactId = personal ? run.contactId : null;
    const properties = contactId ? (await propertiesOf(db, run.hubId, [contactId])).get(contactId) : {};
    const build = await lineMessageBuilder({ db, publicUrl: where.publicUrl }, run.hubId, run.messages);
    const messages = build(properties);
    const sent = run.nonTracking
      ? messages
      : rewriteLinks(messages, {
          runId: run.runId,
          publicUrl: where.publicUrl,
          lineUserId: personal ? where.lineUserId : '',
        }).messages;
    for (const [index, message] of sent.entries()) byKey.set(`${run.runId}${KEY_SEPARATOR}${index}`, message);
  }
  return byKey;
}
