import type { FastifyInstance } from 'fastify';
import { isUserId } from '../../ids.ts';
import type { JsonObject } from '../../json.ts';
import type { SandboxContext } from '../context.ts';
import { lineErrors } from '../errors.ts';
import { page } from '../messaging/paging.ts';
import { channelOf, lineRoute, param, queryParam } from '../route.ts';
import type { User } from '../state/types.ts';

/**
 * Users and the bot: profile, follower IDs, bot info.
 * https://developers.line.biz/en/reference/messaging-api/#users (LINE-FACTS §12)
 */

/** Optional fields are left out when absent, as LINE does (`language` until consent). */
export function profileOf(user: User): JsonObject {
  const profile: JsonObject = { displayName: user.displayName, userId: user.userId };
  if (user.pictureUrl) profile.pictureUrl = user.pictureUrl;
  if (user.statusMessage) profile.statusMessage = user.statusMessage;
  if (user.language) profile.language = user.language;
  return profile;
}

export const FOLLOWERS_DEFAULT_LIMIT = 300;
export const FOLLOWERS_MAX_LIMIT = 1000;

/** Pure: the `limit` query parameter of the follower IDs endpoint, or LINE's complaint about it. */
export function followersLimit(raw: string | undefined): number | { message: string } {
  if (raw === undefined) return FOLLOWERS_DEFAULT_LIMIT;
  if (!/^-?\d+$/.test(raw)) return { message: 'must be a number' };
  const value = Number(raw);
  if (value > FOLLOWERS_MAX_LIMIT) return { message: `Must be less than or equal to ${FOLLOWERS_MAX_LIMIT}` };
  if (value < 1) return { message: 'Must be greater than or equal to 1' };
  return value;
}

export function registerProfileRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  lineRoute(app, 'GET', '/v2/bot/profile/:userId', 'getProfile', (request) => {
    const channel = channelOf(request);
    const userId = param(request, 'userId');
    if (!isUserId(userId)) throw lineErrors.invalidParameter('userId');
    const user = ctx.store.user(userId);
    if (!user || !ctx.store.isFriend(channel.channelId, userId)) throw lineErrors.notFound();
    return profileOf(user);
  });

  lineRoute(app, 'GET', '/v2/bot/followers/ids', 'getFollowers', (request) => {
    const channel = channelOf(request);
    const limit = followersLimit(queryParam(request, 'limit'));
    if (typeof limit !== 'number')
      throw lineErrors.queryErrors([{ message: limit.message, property: 'limit' }]);
    const ids = ctx.store.friends(channel.channelId).map((u) => u.userId);
    const result = page(ids, queryParam(request, 'start'), limit);
    if (!result) throw lineErrors.invalidParameter('start');
    return result.next ? { userIds: result.items, next: result.next } : { userIds: result.items };
  });

  lineRoute(app, 'GET', '/v2/bot/info', 'getBotInfo', (request) => {
    const channel = channelOf(request);
    const info: JsonObject = {
      userId: channel.botUserId,
      basicId: channel.basicId,
      displayName: channel.displayName,
      chatMode: channel.chatMode,
      markAsReadMode: channel.markAsReadMode,
    };
    if (channel.premiumId) info.premiumId = channel.premiumId;
    if (channel.pictureUrl) info.pictureUrl = channel.pictureUrl;
    return info;
  });
}
