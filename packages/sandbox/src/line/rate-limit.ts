/**
 * LINE's rate limits: token buckets per channel and per endpoint (same URL with another method is
 * another endpoint). Numbers from https://developers.line.biz/en/reference/messaging-api/#rate-limits
 * (LINE-FACTS §1). A bucket holds `count` tokens and refills `count` per `perMs`; `speed`
 * multiplies the refill rate so that tests can live through "an hour" in milliseconds.
 */
export interface Limit {
  count: number;
  perMs: number;
}

export interface Bucket {
  tokens: number;
  updatedAt: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const perSecond = (count: number): Limit => ({ count, perMs: SECOND });
const perMinute = (count: number): Limit => ({ count, perMs: MINUTE });
const perHour = (count: number): Limit => ({ count, perMs: HOUR });

/** "Everything else" (push, reply, profile, quota, ...): 2,000 requests per second. */
export const DEFAULT_LIMIT = perSecond(2000);

const groups: Array<[Limit, string[]]> = [
  [
    perHour(60),
    [
      'narrowcast',
      'broadcast',
      'getNumberOfMessageDeliveries',
      'getNumberOfFollowers',
      'getFriendsDemographics',
      'getMessageEvent',
      'getStatisticsPerUnit',
      'getRichMenuInsightSummary',
      'getRichMenuInsightDaily',
      'testWebhookEndpoint',
    ],
  ],
  [
    perMinute(60),
    [
      'createAudienceGroup',
      'createAudienceForUploadingUserIds',
      'addAudienceToAudienceGroup',
      'addUserIdsToAudience',
      'createClickBasedAudienceGroup',
      'createImpBasedAudienceGroup',
      'updateAudienceGroupDescription',
      'deleteAudienceGroup',
      'getAudienceData',
      'getAudienceGroups',
      'getSharedAudienceData',
      'getSharedAudienceGroups',
    ],
  ],
  [perMinute(1000), ['setWebhookEndpoint', 'getWebhookEndpoint']],
  [perHour(100), ['createRichMenu', 'deleteRichMenu', 'deleteRichMenuAlias', 'getRichMenuBatchProgress']],
  [perHour(3), ['richMenuBatch']],
  [perSecond(10), ['getRichMenuList']],
  [
    perSecond(200),
    [
      'multicast',
      'getMembershipSubscription',
      'getMembershipList',
      'getJoinedMembershipUsers',
      'createCoupon',
      'closeCoupon',
      'listCoupon',
      'getCouponDetail',
    ],
  ],
  [perSecond(100), ['showLoadingAnimation']],
  [perSecond(370), ['issueChannelToken']],
];

export const RATE_LIMITS: ReadonlyMap<string, Limit> = new Map(
  groups.flatMap(([limit, operations]) => operations.map((op): [string, Limit] => [op, limit])),
);

export const limitFor = (operationId: string): Limit => RATE_LIMITS.get(operationId) ?? DEFAULT_LIMIT;

/** Takes one token if there is one. Pure: returns the bucket to keep. */
export function take(
  bucket: Bucket | undefined,
  limit: Limit,
  now: number,
  speed = 1,
): { allowed: boolean; bucket: Bucket } {
  const start = bucket ?? { tokens: limit.count, updatedAt: now };
  const elapsed = Math.max(0, now - start.updatedAt);
  const refilled = Math.min(limit.count, start.tokens + (elapsed * speed * limit.count) / limit.perMs);
  if (refilled < 1) return { allowed: false, bucket: { tokens: refilled, updatedAt: now } };
  return { allowed: true, bucket: { tokens: refilled - 1, updatedAt: now } };
}

/** The buckets of every channel and endpoint; `enabled: false` lets everything through. */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    public speed = 1,
    public enabled = true,
  ) {}

  allow(channelKey: string, operationId: string, now: number): boolean {
    if (!this.enabled) return true;
    const key = `${channelKey} ${operationId}`;
    const result = take(this.buckets.get(key), limitFor(operationId), now, this.speed);
    this.buckets.set(key, result.bucket);
    return result.allowed;
  }

  reset(): void {
    this.buckets.clear();
  }
}
