import type { Language, RecipientStatus } from '@hubline/contract';
import { and, count, desc, eq, gte, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { orNotFound } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { lineUserRecords } from '../line-accounts/index.ts';
import { findBroadcast } from './broadcasts.repository.ts';
import { broadcastBatches, broadcastRecipients, broadcastRuns } from './delivery/delivery.schema.ts';
import { recipientBatch, recipientOutcome } from './delivery/recipient-outcomes.ts';
import { firstClickOf } from './links/broadcast-links.repository.ts';

type RecipientDeps = Pick<Deps, 'db' | 'crm'>;
interface Period {
  from?: string;
  to?: string;
}

/** A broadcast's recipients over all its runs, within the period (by when each was sent). */
function recipientsOf(
  hubId: string,
  broadcastId: string,
  status: RecipientStatus | 'all',
  period: Period,
): SQL | undefined {
  return and(
    eq(broadcastRuns.hubId, hubId),
    eq(broadcastRuns.broadcastId, broadcastId),
    status === 'all' ? undefined : eq(recipientOutcome.status, status),
    period.from ? gte(recipientOutcome.sentAt, new Date(period.from)) : undefined,
    period.to ? lte(recipientOutcome.sentAt, new Date(period.to)) : undefined,
  );
}

/** GET /line/recipients/{id}/{status}: the detail page's Recipients tab, newest first. */
export async function recipientsPage(
  deps: RecipientDeps,
  hubId: string,
  broadcastId: string,
  status: RecipientStatus | 'all',
  query: Period & { page: number; limit: number },
  lang: Language,
) {
  const broadcast = orNotFound(await findBroadcast(deps.db, hubId, broadcastId));
  const where = recipientsOf(hubId, broadcast.id, status, query);
  const [rows, [total], lists] = await Promise.all([
    deps.db
      .select({
        recipient: broadcastRecipients,
        outcome: recipientOutcome,
        name: lineUserRecords.displayName,
        clickedAt: firstClickOf(broadcastRecipients.runId, broadcastRecipients.lineUserId),
      })
      .from(broadcastRecipients)
      .innerJoin(broadcastRuns, eq(broadcastRuns.id, broadcastRecipients.runId))
      .leftJoin(broadcastBatches, recipientBatch)
      .leftJoin(
        lineUserRecords,
        and(
          eq(lineUserRecords.lineAccountId, broadcastRuns.lineAccountId),
          eq(lineUserRecords.userId, broadcastRecipients.lineUserId),
        ),
      )
      .where(where)
      // The latest run first (a recurring broadcast has one an occurrence), its friends in the
      // order they were batched.
      .orderBy(desc(broadcastRuns.startedAt), broadcastRecipients.runId, broadcastRecipients.lineUserId)
      .offset(query.page * query.limit)
      .limit(query.limit),
    deps.db
      .select({ count: count() })
      .from(broadcastRecipients)
      .innerJoin(broadcastRuns, eq(broadcastRuns.id, broadcastRecipients.runId))
      .leftJoin(broadcastBatches, recipientBatch)
      .where(where),
    deps.crm.lists.list(hubId),
  ]);
  const listNames = new Map(lists.map((list) => [list.id, list.name]));
  return {
    total: total?.count ?? 0,
    items: rows.map(({ recipient, outcome, name, clickedAt }) => ({
      name: name ?? '',
      time: outcome.sentAt?.toISOString() ?? null,
      contactId: recipient.contactId,
      lineUserId: recipient.lineUserId,
      listName: recipient.listId ? (listNames.get(recipient.listId) ?? null) : null,
      status: outcome.status,
      errorReason: outcome.errorReason ? translate(lang, outcome.errorReason) : null,
      clickedAt: clickedAt ? new Date(clickedAt).toISOString() : null,
    })),
  };
}

/** POST /line/recipients/{id}/list: a static CRM list of the contacts the broadcast reached in the period. */
export async function listOfRecipients(
  deps: RecipientDeps,
  hubId: string,
  broadcastId: string,
  input: Period & { name?: string },
  lang: Language,
) {
  const broadcast = orNotFound(await findBroadcast(deps.db, hubId, broadcastId));
  const contacts = await deps.db
    .selectDistinct({ contactId: broadcastRecipients.contactId })
    .from(broadcastRecipients)
    .innerJoin(broadcastRuns, eq(broadcastRuns.id, broadcastRecipients.runId))
    .leftJoin(broadcastBatches, recipientBatch)
    .where(and(recipientsOf(hubId, broadcast.id, 'all', input), isNotNull(broadcastRecipients.contactId)));
  const name = input.name ?? translate(lang, 'broadcast.recipientListName', { name: broadcast.name });
  const list = await deps.crm.lists.create(hubId, { kind: 'static', name });
  const ids = contacts.flatMap((row) => (row.contactId ? [row.contactId] : []));
  const added = ids.length > 0 ? ((await deps.crm.lists.addMembers(hubId, list.id, ids)) ?? 0) : 0;
  return { listId: list.id, name: list.name, count: added };
}
