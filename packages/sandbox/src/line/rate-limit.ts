import { type Bucket, type Limit, take } from '../shared/token-bucket.ts';

/**
 * LINE's rate limits: token buckets (`shared/token-bucket.ts`) per channel and per endpoint (same
 * URL with another method is another endpoint). Numbers from
 * https://developers.line.biz/en/reference/messaging-api/#rate-limits (LINE-FACTS §1).
 */

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
