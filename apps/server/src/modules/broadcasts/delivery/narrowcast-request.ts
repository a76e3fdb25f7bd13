import type { BroadcastFailureReason, DemographicFilter } from '@hubline/contract';
import type {
  LineAudienceRecipient,
  LineDemographicFilter,
  LineMessage,
  LineNarrowcastRequest,
  LineOperatorRecipient,
  LineRecipient,
} from '../../../core/line/line-types.ts';
import type { BroadcastRow } from '../broadcasts.schema.ts';
import { derivedUuid } from './retry-key.ts';

type Filter = LineDemographicFilter;

/**
 * The X-Line-Retry-Key of a run's narrowcast: derived from the run, so a worker that died after
 * LINE accepted the request sends it again under the same key and gets 409 with the accepted id.
 */
export const narrowcastRetryKey = (runId: string) => derivedUuid(runId, 'narrowcast');

/** The chosen LINE audiences, any of them (LINE's `or` operator); none: every friend. */
function recipientOf(lineAudiences: string[]): LineRecipient | undefined {
  const audiences = lineAudiences.map(
    (id): LineAudienceRecipient => ({ type: 'audience', audienceGroupId: Number(id) }),
  );
  if (audiences.length <= 1) return audiences[0];
  return { type: 'operator', or: audiences } as LineOperatorRecipient;
}

/** Our demographic filter as LINE's filter objects, every part required (LINE's `and` operator). */
export function demographicOf(filter: DemographicFilter | null): Filter | undefined {
  if (!filter) return undefined;
  const parts: Filter[] = [];
  if (filter.genders?.length) parts.push({ type: 'gender', oneOf: filter.genders } as Filter);
  const { age, subscriptionPeriod: period } = filter;
  if (age && (age.gte !== undefined || age.lt !== undefined))
    parts.push({
      type: 'age',
      ...(age.gte === undefined ? {} : { gte: `age_${age.gte}` }),
      ...(age.lt === undefined ? {} : { lt: `age_${age.lt}` }),
    } as Filter);
  if (filter.appTypes?.length) parts.push({ type: 'appType', oneOf: filter.appTypes } as Filter);
  if (filter.areas?.length) parts.push({ type: 'area', oneOf: filter.areas } as Filter);
  if (period && (period.gte !== undefined || period.lt !== undefined))
    parts.push({ type: 'subscriptionPeriod', ...period } as Filter);
  if (parts.length <= 1) return parts[0];
  return { type: 'operator', and: parts } as Filter;
}

/**
 * A narrowcast broadcast as LINE's request, with its messages as they go out (links, sender). `upToRemainingQuota` with `forbidPartialDelivery`:
 * LINE reserves the target reach against the quota, and a reach the quota cannot cover fails the
 * job (errorCode 5, our sendLimit) instead of reaching only part of the audience.
 */
export function narrowcastRequestOf(
  broadcast: Pick<BroadcastRow, 'lineAudiences' | 'demographic'>,
  messages: LineMessage[],
): LineNarrowcastRequest {
  const recipient = recipientOf(broadcast.lineAudiences);
  const demographic = demographicOf(broadcast.demographic);
  return {
    messages,
    ...(recipient ? { recipient } : {}),
    ...(demographic ? { filter: { demographic } } : {}),
    limit: { upToRemainingQuota: true, forbidPartialDelivery: true },
  };
}

/** LINE's progress errorCode (LINE-FACTS §6) as the broadcast's failure reason. */
export function narrowcastFailureOf(errorCode: number | undefined): BroadcastFailureReason {
  switch (errorCode) {
    case 2:
      return 'broadcast.failure.notEnoughRecipients';
    case 4:
      return 'broadcast.failure.audienceTooSmall';
    case 5:
      return 'broadcast.failure.sendLimit';
    default:
      return 'broadcast.failure.lineApi';
  }
}
