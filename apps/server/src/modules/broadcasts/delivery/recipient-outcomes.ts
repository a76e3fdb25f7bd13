import type { RecipientStatus } from '@hubline/contract';
import { and, eq, sql } from 'drizzle-orm';
import { broadcastBatches as batch, broadcastRecipients as recipient } from './delivery.schema.ts';

/**
 * What came of each recipient. A push records its outcome on the recipient's row. A multicast
 * records it once on the batch (LINE takes or refuses its 500 recipients together): writing the
 * 100,000 rows of a large broadcast a second time cost more than sending it. So a row still
 * pending whose batch has ended takes the batch's outcome; any other row has its own (a push's,
 * or skipped when the run failed first). Read recipients joined to their batch
 * (`left join ... on recipientBatch`) through these expressions.
 */
const onBatch = sql`(${recipient.status} = 'pending' and ${batch.status} in ('sent', 'failed'))`;

export const recipientBatch = and(eq(batch.runId, recipient.runId), eq(batch.number, recipient.batchNumber));

export const recipientOutcome = {
  status: sql<RecipientStatus>`case when ${onBatch} then ${batch.status} else ${recipient.status} end`,
  sentAt: sql<Date | null>`case when ${onBatch} then ${batch.sentAt} else ${recipient.sentAt} end`.mapWith(
    recipient.sentAt,
  ),
  errorReason: sql<
    string | null
  >`case when ${onBatch} then ${batch.recipientError} else ${recipient.errorReason} end`,
  lineRequestId: sql<
    string | null
  >`case when ${onBatch} then ${batch.lineRequestId} else ${recipient.lineRequestId} end`,
};
