import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PostbackInput } from '../line/friends/simulate.ts';
import type { UserMessageInput } from '../line/friends/user-messages.ts';
import type { FriendStatus } from '../line/state/types.ts';
import { filterParam, param, queryString } from '../shared/request-fields.ts';
import type { SandboxControl } from './api.ts';
import type { ChannelInput, ChannelPatch } from './channels.ts';
import type { UserInput, UserPatch } from './users.ts';
import { controlBody } from './validate.ts';

/** `/__sandbox` routes about the simulated world: channels, users, what users do, what they received. */
function statusFilter(request: FastifyRequest): FriendStatus | undefined {
  const value = queryString(request, 'status');
  return value === 'friend' || value === 'unfollowed' || value === 'blocked' ? value : undefined;
}

export function registerWorldRoutes(app: FastifyInstance, control: SandboxControl): void {
  const base = '/__sandbox/channels/:channelId';
  const userBase = `${base}/users/:userId`;
  const ids = (request: FastifyRequest) => ({
    channelId: param(request, 'channelId'),
    userId: param(request, 'userId'),
  });

  app.post('/__sandbox/channels', async (request, reply) => {
    reply.code(201);
    return control.createChannel(controlBody<ChannelInput>(request, 'channelInput'));
  });
  app.get('/__sandbox/channels', async () => ({ channels: control.listChannels() }));
  app.get(base, async (request) => control.getChannel(param(request, 'channelId')));
  app.patch(base, async (request) =>
    control.updateChannel(param(request, 'channelId'), controlBody<ChannelPatch>(request, 'channelPatch')),
  );

  app.post('/__sandbox/users', async (request, reply) => {
    reply.code(201);
    return control.createUser(controlBody<UserInput>(request, 'userInput'));
  });
  app.get('/__sandbox/users', async (request) => ({
    users: control.listUsers({ channelId: filterParam(request, 'channelId'), status: statusFilter(request) }),
  }));
  app.get('/__sandbox/users/:userId', async (request) => control.getUser(param(request, 'userId')));
  app.patch('/__sandbox/users/:userId', async (request) =>
    control.updateUser(param(request, 'userId'), controlBody<UserPatch>(request, 'userPatch')),
  );

  app.post(`${userBase}/follow`, async (request) => {
    const { channelId, userId } = ids(request);
    return control.follow(channelId, userId, controlBody<{ since?: number }>(request, 'follow'));
  });
  app.post(`${userBase}/unfollow`, async (request) =>
    control.unfollow(ids(request).channelId, ids(request).userId),
  );
  app.post(`${userBase}/block`, async (request) =>
    control.block(ids(request).channelId, ids(request).userId),
  );
  app.post(`${userBase}/messages`, async (request) => {
    const { channelId, userId } = ids(request);
    const body = controlBody<{ message: UserMessageInput; groupId?: string }>(request, 'message');
    return control.sendMessage(channelId, userId, body.message, { groupId: body.groupId });
  });
  app.delete(`${userBase}/messages/:messageId`, async (request) => {
    const { channelId, userId } = ids(request);
    return control.unsend(channelId, userId, param(request, 'messageId'));
  });
  app.get(`${userBase}/richmenu`, async (request, reply) => {
    const menu = control.richMenuOf(ids(request).channelId, ids(request).userId);
    // No menu is the ordinary state of a chat, not an error: the phone asks every second, and a
    // 404 each time filled its console. (LINE's own GET /v2/bot/user/{userId}/richmenu keeps its 404.)
    if (!menu) return reply.code(204).send();
    return { richMenuId: menu.richMenuId, ...menu.body, hasImage: menu.image !== undefined };
  });
  app.get(`${base}/richmenus/:richMenuId/image`, async (request, reply) => {
    const image = control.richMenuImage(param(request, 'channelId'), param(request, 'richMenuId'));
    if (!image) return reply.code(404).send({ message: 'no such rich menu image' });
    return reply.type(image.contentType).send(image.data);
  });
  app.post(`${userBase}/postback`, async (request) => {
    const { channelId, userId } = ids(request);
    return control.postback(channelId, userId, controlBody<PostbackInput>(request, 'postback'));
  });
  app.post(`${userBase}/richmenu/switch`, async (request) => {
    const { channelId, userId } = ids(request);
    type SwitchInput = { richMenuAliasId: string; data: string };
    return control.switchRichMenu(channelId, userId, controlBody<SwitchInput>(request, 'richMenuSwitch'));
  });
  app.post(`${userBase}/beacon`, async (request) => {
    const { channelId, userId } = ids(request);
    return control.beacon(
      channelId,
      userId,
      controlBody<{ hwid: string; type?: 'enter' | 'banner' | 'stay'; dm?: string }>(request, 'beacon'),
    );
  });
  app.post(`${userBase}/open`, async (request) =>
    control.openChat(ids(request).channelId, ids(request).userId),
  );
  app.post(`${userBase}/click`, async (request) => {
    const { channelId, userId } = ids(request);
    return control.click(
      channelId,
      userId,
      controlBody<{ messageId: string; url: string }>(request, 'click'),
    );
  });
  app.post(`${userBase}/video-play-complete`, async (request) => {
    const { channelId, userId } = ids(request);
    return control.videoPlayComplete(
      channelId,
      userId,
      controlBody<{ trackingId: string }>(request, 'videoPlayComplete'),
    );
  });
  app.get(`${base}/messages/:messageId/content`, async (request, reply) => {
    const content = control.messageContent(param(request, 'channelId'), param(request, 'messageId'));
    if (!content) return reply.code(404).send({ message: 'no content for this message' });
    return reply.type(content.contentType).send(content.data);
  });
  app.get(`${userBase}/inbox`, async (request) => ({
    messages: control.inbox(ids(request).channelId, ids(request).userId),
  }));
  app.get(`${base}/chats/:chatId`, async (request) => ({
    messages: control.chat(param(request, 'channelId'), param(request, 'chatId')),
  }));

  app.post(`${base}/groups`, async (request, reply) => {
    reply.code(201);
    type GroupInput = {
      groupName?: string | null;
      pictureUrl?: string;
      memberIds?: string[];
      groupId?: string;
    };
    return control.createGroup(param(request, 'channelId'), controlBody<GroupInput>(request, 'group'));
  });
  app.post('/__sandbox/groups/:groupId/members', async (request) =>
    control.addGroupMembers(
      param(request, 'groupId'),
      controlBody<{ userIds: string[] }>(request, 'groupMembers').userIds,
    ),
  );
  app.delete('/__sandbox/groups/:groupId/members/:userId', async (request) =>
    control.removeGroupMember(param(request, 'groupId'), param(request, 'userId')),
  );
  app.post('/__sandbox/groups/:groupId/remove-bot', async (request) =>
    control.removeBotFromGroup(param(request, 'groupId')),
  );
}
