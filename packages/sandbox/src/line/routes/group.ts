import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonObject } from '../../json.ts';
import type { SandboxContext } from '../context.ts';
import { lineErrors } from '../errors.ts';
import { page } from '../messaging/paging.ts';
import { channelOf, lineRoute, param, queryParam } from '../route.ts';
import type { Group } from '../state/types.ts';

/**
 * Group chats the bot is in: summary, members, member profiles, leaving.
 * https://developers.line.biz/en/reference/messaging-api/#group
 */
const MEMBER_IDS_PAGE = 100;

export function registerGroupRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const groupOf = (request: FastifyRequest): Group => {
    const group = ctx.store.state.groups[param(request, 'groupId')];
    if (!group || group.channelId !== channelOf(request).channelId || !group.botIsMember)
      throw lineErrors.notFound();
    return group;
  };

  lineRoute(app, 'GET', '/v2/bot/group/:groupId/summary', 'getGroupSummary', (request) => {
    const group = groupOf(request);
    const summary: JsonObject = { groupId: group.groupId };
    if (group.groupName !== undefined) summary.groupName = group.groupName;
    if (group.pictureUrl) summary.pictureUrl = group.pictureUrl;
    return summary;
  });

  lineRoute(app, 'GET', '/v2/bot/group/:groupId/members/count', 'getGroupMemberCount', (request) => ({
    count: groupOf(request).memberIds.length,
  }));

  lineRoute(app, 'GET', '/v2/bot/group/:groupId/members/ids', 'getGroupMembersIds', (request) => {
    const result = page(groupOf(request).memberIds, queryParam(request, 'start'), MEMBER_IDS_PAGE);
    if (!result) throw lineErrors.invalidParameter('start');
    return result.next ? { memberIds: result.items, next: result.next } : { memberIds: result.items };
  });

  lineRoute(app, 'GET', '/v2/bot/group/:groupId/member/:userId', 'getGroupMemberProfile', (request) => {
    const group = groupOf(request);
    const userId = param(request, 'userId');
    const user = ctx.store.user(userId);
    if (!user || !group.memberIds.includes(userId)) throw lineErrors.notFound();
    const profile: JsonObject = { displayName: user.displayName, userId };
    if (user.pictureUrl) profile.pictureUrl = user.pictureUrl;
    return profile;
  });

  lineRoute(app, 'POST', '/v2/bot/group/:groupId/leave', 'leaveGroup', (request) => {
    const group = groupOf(request);
    group.botIsMember = false;
    ctx.store.changed();
    return {};
  });
}
