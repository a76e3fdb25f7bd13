import type { JsonObject } from '../../json.ts';
import type { User } from '../state/types.ts';

/**
 * Who a narrowcast reaches: recipient objects (audiences, redelivery of an earlier narrowcast,
 * and/or/not operators) and demographic filters (gender, age, app type, area, friend-since),
 * evaluated over the channel's friends. Pure functions; the route supplies the data.
 * https://developers.line.biz/en/reference/messaging-api/#narrowcast-recipient (LINE-FACTS §6)
 */
export interface Friend {
  user: User;
  since: number;
}

export interface Lookups {
  /** User IDs of an audience (undefined when it does not exist). */
  audience(audienceGroupId: number): string[] | undefined;
  /** Recipients of an earlier narrowcast (undefined when not redeliverable). */
  redelivery(requestId: string): string[] | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const children = (value: unknown): JsonObject[] =>
  Array.isArray(value)
    ? value.filter((v): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v))
    : [];

const child = (value: unknown): JsonObject | undefined => children([value])[0];

/** `age_20` → 20, `day_30` → 30. */
const bound = (value: unknown): number | undefined =>
  typeof value === 'string' && /^[a-z]+_(\d+)$/.test(value) ? Number(value.split('_')[1]) : undefined;

function inRange(value: number | undefined, filter: JsonObject): boolean {
  if (value === undefined) return false;
  const gte = bound(filter.gte);
  const lt = bound(filter.lt);
  return (gte === undefined || value >= gte) && (lt === undefined || value < lt);
}

const oneOf = (value: string | undefined, filter: JsonObject): boolean =>
  value !== undefined && Array.isArray(filter.oneOf) && filter.oneOf.includes(value);

/** Does this friend match a demographic filter object (recursively for operators)? */
export function matchesDemographic(filter: JsonObject, friend: Friend, now: number): boolean {
  switch (filter.type) {
    case 'gender':
      return oneOf(friend.user.gender, filter);
    case 'age':
      return inRange(friend.user.age, filter);
    case 'appType':
      return oneOf(friend.user.appType, filter);
    case 'area':
      return oneOf(friend.user.area, filter);
    case 'subscriptionPeriod':
      return inRange(Math.floor((now - friend.since) / DAY_MS), filter);
    case 'operator': {
      if (filter.and !== undefined)
        return children(filter.and).every((f) => matchesDemographic(f, friend, now));
      if (filter.or !== undefined) return children(filter.or).some((f) => matchesDemographic(f, friend, now));
      const not = child(filter.not);
      return not ? !matchesDemographic(not, friend, now) : true;
    }
    default:
      return false;
  }
}

/** The user IDs a recipient object designates (before intersecting with friends). */
export function recipientIds(recipient: JsonObject, universe: Set<string>, lookups: Lookups): Set<string> {
  switch (recipient.type) {
    case 'audience':
      return new Set(lookups.audience(Number(recipient.audienceGroupId)) ?? []);
    case 'redelivery':
      return new Set(lookups.redelivery(String(recipient.requestId)) ?? []);
    case 'operator': {
      if (recipient.and !== undefined) {
        const sets = children(recipient.and).map((r) => recipientIds(r, universe, lookups));
        return new Set([...universe].filter((id) => sets.every((s) => s.has(id))));
      }
      if (recipient.or !== undefined) {
        return new Set(children(recipient.or).flatMap((r) => [...recipientIds(r, universe, lookups)]));
      }
      const not = child(recipient.not);
      const excluded = not ? recipientIds(not, universe, lookups) : new Set<string>();
      return new Set([...universe].filter((id) => !excluded.has(id)));
    }
    default:
      return new Set();
  }
}

/** Audience IDs and redelivery request IDs named anywhere in a recipient object. */
export function references(recipient: JsonObject | undefined): { audiences: number[]; requests: string[] } {
  const out: { audiences: number[]; requests: string[] } = { audiences: [], requests: [] };
  const walk = (r: JsonObject): void => {
    if (r.type === 'audience') out.audiences.push(Number(r.audienceGroupId));
    if (r.type === 'redelivery') out.requests.push(String(r.requestId));
    for (const c of [...children(r.and), ...children(r.or), ...children([r.not])]) walk(c);
  };
  if (recipient) walk(recipient);
  return out;
}

/** Friends a narrowcast reaches, in friend order. */
export function narrowcastTargets(
  friends: Friend[],
  request: { recipient?: JsonObject; demographic?: JsonObject },
  lookups: Lookups,
  now: number,
): string[] {
  const universe = new Set(friends.map((f) => f.user.userId));
  const chosen = request.recipient ? recipientIds(request.recipient, universe, lookups) : universe;
  const { demographic } = request;
  return friends
    .filter((f) => chosen.has(f.user.userId))
    .filter((f) => !demographic || matchesDemographic(demographic, f, now))
    .map((f) => f.user.userId);
}
