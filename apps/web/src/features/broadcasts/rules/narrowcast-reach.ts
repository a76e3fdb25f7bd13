import {
  type DemographicFilter,
  NARROWCAST_MIN_RECIPIENTS,
  NARROWCAST_MIN_TARGET_REACH,
} from '@hubline/contract';

/** Whether any demographic filter is set (an empty list or range counts as none). */
export function hasDemographicFilter(filter: DemographicFilter | null): boolean {
  if (!filter) return false;
  const { genders, age, appTypes, areas, subscriptionPeriod } = filter;
  return Boolean(
    genders?.length ||
      appTypes?.length ||
      areas?.length ||
      age?.gte !== undefined ||
      age?.lt !== undefined ||
      subscriptionPeriod?.gte !== undefined ||
      subscriptionPeriod?.lt !== undefined,
  );
}

/**
 * Why LINE may refuse a narrowcast of this size: fewer than 50 recipients, or attribute filters on
 * fewer than the target reach of 100 (LINE-FACTS: demographic filters need a reach of 100).
 * `recipients` is at most the audience the composer can count; null while unknown.
 */
export function narrowcastWarning(
  recipients: number | null,
  filter: DemographicFilter | null,
): 'narrowcast.belowMinimum' | 'narrowcast.belowReach' | null {
  if (recipients === null) return null;
  if (recipients < NARROWCAST_MIN_RECIPIENTS) return 'narrowcast.belowMinimum';
  if (hasDemographicFilter(filter) && recipients < NARROWCAST_MIN_TARGET_REACH)
    return 'narrowcast.belowReach';
  return null;
}
