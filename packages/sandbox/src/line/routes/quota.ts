import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { lineErrors } from '../errors.ts';
import { channelOf, lineRoute, queryParam } from '../route.ts';
import type { Via } from '../state/types.ts';
import { isYyyyMmDd, jstDay } from '../time.ts';

/**
 * Quota, consumption and per-day delivery counts.
 * https://developers.line.biz/en/reference/messaging-api/#get-quota (LINE-FACTS §12)
 */

/** First day LINE has counts for (earlier dates answer `out_of_service`). */
const FIRST_COUNTED_DAY = '20180331';

/** Pure: the statistics answer for `day` given today's date (both yyyyMMdd, JST). */
export function deliveryStatus(day: string, today: string, delivered: number | undefined) {
  if (day < FIRST_COUNTED_DAY) return { status: 'out_of_service' };
  // Counting a day takes until the day is over.
  if (day >= today) return { status: 'unready' };
  return { status: 'ready', success: delivered ?? 0 };
}

export function registerQuotaRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  lineRoute(app, 'GET', '/v2/bot/message/quota', 'getMessageQuota', (request) => channelOf(request).quota);

  lineRoute(app, 'GET', '/v2/bot/message/quota/consumption', 'getMessageQuotaConsumption', (request) => ({
    totalUsage: ctx.store.monthlyUsage(channelOf(request).channelId, ctx.clock.now()),
  }));

  const kinds: Array<[Via, string]> = [
    ['reply', 'getNumberOfSentReplyMessages'],
    ['push', 'getNumberOfSentPushMessages'],
    ['multicast', 'getNumberOfSentMulticastMessages'],
    ['broadcast', 'getNumberOfSentBroadcastMessages'],
    ['pnp', 'getPNPMessageStatistics'],
  ];
  for (const [via, operationId] of kinds) {
    lineRoute(app, 'GET', `/v2/bot/message/delivery/${via}`, operationId, (request) => {
      const day = queryParam(request, 'date') ?? '';
      if (!isYyyyMmDd(day)) throw lineErrors.invalidParameter('date');
      const channelId = channelOf(request).channelId;
      return deliveryStatus(day, jstDay(ctx.clock.now()), ctx.store.delivered(channelId, via, day));
    });
  }

  // Custom aggregation units are accepted on push/multicast but not tracked by the sandbox.
  lineRoute(app, 'GET', '/v2/bot/message/aggregation/info', 'getAggregationUnitUsage', () => ({
    numOfCustomAggregationUnits: 0,
  }));
  lineRoute(app, 'GET', '/v2/bot/message/aggregation/list', 'getAggregationUnitNameList', () => ({
    customAggregationUnits: [],
  }));
}
