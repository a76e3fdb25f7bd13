import { conflict, invalid, notFound } from '../../control/errors.ts';
import { newGroupId } from '../../ids.ts';
import type { SandboxContext } from '../context.ts';
import type { Group } from '../state/types.ts';
import { type EventResult, emit, requireChannel, requireUser } from './emit.ts';
import { groupSource, joinEvent, leaveEvent, memberJoinedEvent, memberLeftEvent } from './events.ts';

/**
 * Group chats with the bot: the bot is invited (`join`), users join and leave (`memberJoined`,
 * `memberLeft`), the bot is removed (`leave`). https://developers.line.biz/en/docs/messaging-api/group-chats/
 */

function requireGroup(ctx: SandboxContext, groupId: string): Group {
  const group = ctx.store.state.groups[groupId];
  if (!group) throw notFound('group', groupId);
  return group;
}

/**
 * A group with the given users, to which the bot is invited: sends `join`. `groupName: null` makes
 * a group LINE gives no name for (its summary then has no `groupName`).
 */
export async function createGroup(
  ctx: SandboxContext,
  channelId: string,
  input: { groupName?: string | null; pictureUrl?: string; memberIds?: string[]; groupId?: string },
): Promise<{ group: Group } & EventResult> {
  requireChannel(ctx, channelId);
  const memberIds = input.memberIds ?? [];
  for (const userId of memberIds) requireUser(ctx, userId);
  const groupId = input.groupId ?? newGroupId();
  if (ctx.store.state.groups[groupId]) throw conflict(`group ${groupId} already exists`);
  const now = ctx.clock.now();
  const group: Group = {
    groupId,
    channelId,
    groupName: input.groupName === null ? undefined : (input.groupName ?? 'Sandbox group'),
    pictureUrl: input.pictureUrl,
    memberIds: [...new Set(memberIds)],
    botIsMember: true,
    createdAt: now,
  };
  ctx.store.state.groups[groupId] = group;
  ctx.store.changed();
  const replyToken = ctx.replyTokens.issue({ channelId, chatId: groupId }, now);
  return { group, ...(await emit(ctx, channelId, joinEvent(groupSource(groupId), now, replyToken))) };
}

export async function addGroupMembers(
  ctx: SandboxContext,
  groupId: string,
  userIds: string[],
): Promise<EventResult> {
  const group = requireGroup(ctx, groupId);
  if (userIds.length === 0) throw invalid('userIds must not be empty');
  for (const userId of userIds) {
    requireUser(ctx, userId);
    if (group.memberIds.includes(userId)) throw conflict(`user ${userId} is already in group ${groupId}`);
  }
  group.memberIds.push(...userIds);
  ctx.store.changed();
  const now = ctx.clock.now();
  const replyToken = ctx.replyTokens.issue({ channelId: group.channelId, chatId: groupId }, now);
  return emit(ctx, group.channelId, memberJoinedEvent(groupSource(groupId), now, replyToken, userIds));
}

export async function removeGroupMember(
  ctx: SandboxContext,
  groupId: string,
  userId: string,
): Promise<EventResult> {
  const group = requireGroup(ctx, groupId);
  if (!group.memberIds.includes(userId)) throw notFound('group member', userId);
  group.memberIds = group.memberIds.filter((id) => id !== userId);
  ctx.store.changed();
  return emit(ctx, group.channelId, memberLeftEvent(groupSource(groupId), ctx.clock.now(), [userId]));
}

/** A member removed the bot from the group: sends `leave`. */
export async function removeBot(ctx: SandboxContext, groupId: string): Promise<EventResult> {
  const group = requireGroup(ctx, groupId);
  if (!group.botIsMember) throw conflict(`the bot is not in group ${groupId}`);
  group.botIsMember = false;
  ctx.store.changed();
  return emit(ctx, group.channelId, leaveEvent(groupSource(groupId), ctx.clock.now()));
}
