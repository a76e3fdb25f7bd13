import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { lineErrors } from '../errors.ts';
import { demographics } from '../insight/demographics.ts';
import { interactions } from '../insight/interactions.ts';
import { channelOf, lineRoute, queryParam } from '../route.ts';
import type { ChatEntry } from '../state/types.ts';
import { isYyyyMmDd, jstDay } from '../time.ts';

/**
 * Insight: friend demographics, follower counts, deliveries per day, per-message statistics.
 * https://developers.line.biz/en/reference/messaging-api/#get-insight. Figures come from what the
 * sandbox saw, opens and clicks from what its users did (the phone, or the control API's
 * open/click); values LINE hides below 20 users are null.
 */
const DAY_MS = 86_400_000;
const JST_MS = 9 * 3_600_000;
/** LINE started counting followers on 1 November 2016; earlier dates are `out_of_service`. */
const FOLLOWERS_SINCE = '20161101';

/** End of a JST day (yyyyMMdd) in epoch ms. */
const endOfJstDay = (day: string): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))) - JST_MS + DAY_MS;

export function registerInsightRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const dayParam = (raw: string | undefined): string => {
    if (!raw || !isYyyyMmDd(raw)) throw lineErrors.invalidParameter('date');
    return raw;
  };
  const ready = (day: string): boolean => day < jstDay(ctx.clock.now());

  lineRoute(app, 'GET', '/v2/bot/insight/demographic', 'getFriendsDemographics', (request) => {
    const channelId = channelOf(request).channelId;
    const friends = ctx.store
      .friends(channelId)
      .map((user) => ({ user, since: ctx.store.friendship(channelId, user.userId)?.since ?? 0 }));
    const result = demographics(friends, ctx.clock.now());
    return result.available ? result : { available: false };
  });

  lineRoute(app, 'GET', '/v2/bot/insight/followers', 'getNumberOfFollowers', (request) => {
    const day = dayParam(queryParam(request, 'date'));
    if (day < FOLLOWERS_SINCE) return { status: 'out_of_service' };
    if (!ready(day)) return { status: 'unready' };
    const end = endOfJstDay(day);
    const links = Object.values(ctx.store.state.friendships[channelOf(request).channelId] ?? {});
    // Followers never decrease (blocking does not undo the add); those still friends at the end of
    // the day are the reach. Current state plus the time of its last change approximates that day's.
    const followers = links.filter((f) => f.since < end).length;
    const targetedReaches = links.filter(
      (f) => f.since < end && (f.status === 'friend' || f.changedAt >= end),
    ).length;
    const blocks = links.filter((f) => f.status === 'blocked' && f.changedAt < end).length;
    return { status: 'ready', followers, targetedReaches, blocks };
  });

  lineRoute(app, 'GET', '/v2/bot/insight/message/delivery', 'getNumberOfMessageDeliveries', (request) => {
    const day = dayParam(queryParam(request, 'date'));
    if (!ready(day)) return { status: 'unready' };
    const channelId = channelOf(request).channelId;
    const n = (via: 'broadcast' | 'push' | 'multicast' | 'narrowcast' | 'reply') =>
      ctx.store.delivered(channelId, via, day) ?? 0;
    return {
      status: 'ready',
      broadcast: 0,
      targeting: 0,
      apiBroadcast: n('broadcast'),
      apiPush: n('push'),
      apiMulticast: n('multicast'),
      apiNarrowcast: n('narrowcast'),
      apiReply: n('reply'),
    };
  });

  const sentBy = (channelId: string, keep: (e: ChatEntry) => boolean) =>
    ctx.store.state.chat.filter((e) => e.channelId === channelId && e.from === 'bot' && keep(e));

  lineRoute(app, 'GET', '/v2/bot/insight/message/event', 'getMessageEvent', (request) => {
    const requestId = queryParam(request, 'requestId') ?? '';
    const entries = sentBy(channelOf(request).channelId, (e) => e.requestId === requestId);
    if (entries.length === 0) throw lineErrors.notFound();
    const { overview, ...rest } = interactions(entries);
    return {
      overview: {
        requestId,
        timestamp: Math.floor((entries[0]?.at ?? 0) / 1000),
        // Deliveries are shown below 20 too (the spec says so); the request is sent whole at once here.
        delivered: new Set(entries.map((e) => e.chatId)).size,
        ...overview,
      },
      ...rest,
    };
  });

  lineRoute(app, 'GET', '/v2/bot/insight/message/event/aggregation', 'getStatisticsPerUnit', (request) => {
    const unit = queryParam(request, 'customAggregationUnit') ?? '';
    const from = dayParam(queryParam(request, 'from'));
    const to = dayParam(queryParam(request, 'to'));
    // The end may be up to 30 days after the start.
    if (to < from || endOfJstDay(to) - endOfJstDay(from) > 30 * DAY_MS)
      throw lineErrors.invalidParameter('to');
    const entries = sentBy(
      channelOf(request).channelId,
      (e) => e.unit === unit && jstDay(e.at) >= from && jstDay(e.at) <= to,
    );
    return interactions(entries);
  });
}
