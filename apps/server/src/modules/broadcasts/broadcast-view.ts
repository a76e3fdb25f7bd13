import type { Broadcast, Language } from '@hubline/contract';
import { translate } from '../../core/i18n/translate.ts';
import type { BroadcastRow } from './broadcasts.schema.ts';
import { isSentRecord } from './sent-record.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What the delivery engine has counted of a broadcast; all zero until it has run. */
export interface DeliveryCounts {
  runs: number;
  stats: Broadcast['stats'];
}
export const NO_DELIVERY: DeliveryCounts = {
  runs: 0,
  stats: { recipients: 0, sent: 0, delivered: 0, opened: null, clicked: null, errors: 0, insightsAt: null },
};

/** Why a broadcast failed in the reader's language, then what LINE said of it in LINE's words. */
export function failureTextOf(row: Pick<BroadcastRow, 'failureReason' | 'failureDetail'>, lang: Language) {
  if (!row.failureReason) return null;
  const reason = translate(lang, row.failureReason);
  if (!row.failureDetail) return reason;
  return translate(lang, 'broadcast.failureWithDetail', { reason, detail: row.failureDetail });
}

/** A broadcast row as the console reads it (broadcastSchema), its failure told in the reader's language. */
export function broadcastView(
  row: BroadcastRow,
  lang: Language,
  delivery: DeliveryCounts = NO_DELIVERY,
): Broadcast {
  const abTest =
    row.abPairId && row.abVariant
      ? {
          pairId: row.abPairId,
          variant: row.abVariant,
          splitPercent: row.abSplitPercent ?? 50,
          winnerRule: row.abWinnerRule ?? 'opened',
        }
      : null;
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    type: row.type,
    accountId: row.lineAccountId,
    folderId: row.folderId,
    sender: row.sender,
    targetLists: row.targetLists,
    excludeLists: row.excludeLists,
    messages: row.messages,
    nonTracking: row.nonTracking,
    narrowcast: row.narrowcast,
    lineAudiences: row.lineAudiences,
    demographic: row.demographic ?? null,
    broadcastDate: iso(row.broadcastDate),
    sendingStartedAt: iso(row.sendingStartedAt),
    sentRecord: isSentRecord(row),
    recurrence: row.recurrence ?? null,
    nextRunAt: iso(row.nextRunAt),
    workflowId: row.workflowId,
    abTest,
    testSentAt: iso(row.testSentAt),
    failureReason: row.failureReason,
    failureDetail: row.failureDetail,
    failureText: failureTextOf(row, lang),
    numberOfBroadcasts: delivery.runs,
    stats: delivery.stats,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}
