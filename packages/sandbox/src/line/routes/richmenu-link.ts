import type { FastifyInstance } from 'fastify';
import { isUserId } from '../../ids.ts';
import type { SandboxContext } from '../context.ts';
import { lineErrors } from '../errors.ts';
import { showableMenu } from '../richmenu/menus.ts';
import { channelOf, jsonBody, lineRoute, param, queryParam } from '../route.ts';

/**
 * Which rich menu users see: the default menu, per-user links (one, bulk, batch).
 * Per-user links win over the default. https://developers.line.biz/en/reference/messaging-api/#link-rich-menu-to-user
 */
type BatchOperation =
  | { type: 'link'; from: string; to: string }
  | { type: 'unlink'; from: string }
  | { type: 'unlinkAll' };

export function registerRichMenuLinkRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const space = (channelId: string) => ctx.store.richMenus(channelId);
  const userIdParam = (value: string): string => {
    if (!isUserId(value)) throw lineErrors.invalidParameter('userId');
    return value;
  };

  lineRoute(app, 'POST', '/v2/bot/user/all/richmenu/:richMenuId', 'setDefaultRichMenu', (request) => {
    const menus = space(channelOf(request).channelId);
    const menu = menus.menus[param(request, 'richMenuId')];
    if (!menu) throw lineErrors.notFound();
    if (!menu.image) throw lineErrors.badRequest('must upload richmenu image before applying it to user');
    menus.defaultId = menu.richMenuId;
    ctx.store.changed();
    return {};
  });

  lineRoute(app, 'GET', '/v2/bot/user/all/richmenu', 'getDefaultRichMenuId', (request) => {
    const id = space(channelOf(request).channelId).defaultId;
    if (!id) throw lineErrors.custom(404, 'no default richmenu');
    return { richMenuId: id };
  });

  lineRoute(app, 'DELETE', '/v2/bot/user/all/richmenu', 'cancelDefaultRichMenu', (request) => {
    space(channelOf(request).channelId).defaultId = undefined;
    ctx.store.changed();
    return {};
  });

  lineRoute(app, 'POST', '/v2/bot/user/:userId/richmenu/:richMenuId', 'linkRichMenuIdToUser', (request) => {
    const userId = userIdParam(param(request, 'userId'));
    const menus = space(channelOf(request).channelId);
    const menu = menus.menus[param(request, 'richMenuId')];
    if (!menu) throw lineErrors.notFound();
    if (!menu.image) throw lineErrors.badRequest('must upload richmenu image before applying it to user');
    menus.userLinks[userId] = menu.richMenuId;
    ctx.store.changed();
    return {};
  });

  lineRoute(app, 'GET', '/v2/bot/user/:userId/richmenu', 'getRichMenuIdOfUser', (request) => {
    const userId = userIdParam(param(request, 'userId'));
    const id = space(channelOf(request).channelId).userLinks[userId];
    if (!id) throw lineErrors.custom(404, 'the user has no richmenu');
    return { richMenuId: id };
  });

  lineRoute(app, 'DELETE', '/v2/bot/user/:userId/richmenu', 'unlinkRichMenuIdFromUser', (request) => {
    const userId = userIdParam(param(request, 'userId'));
    delete space(channelOf(request).channelId).userLinks[userId];
    ctx.store.changed();
    return {};
  });

  const userIds = (ids: string[]): string[] => {
    const bad = ids.findIndex((id) => !isUserId(id));
    if (bad >= 0) throw lineErrors.invalidProperty(`userIds[${bad}]`);
    return ids;
  };

  lineRoute(app, 'POST', '/v2/bot/richmenu/bulk/link', 'linkRichMenuIdToUsers', (request, reply) => {
    const body = jsonBody<{ richMenuId: string; userIds: string[] }>(request);
    const menus = space(channelOf(request).channelId);
    const menu = showableMenu(menus, body.richMenuId);
    for (const userId of userIds(body.userIds)) menus.userLinks[userId] = menu.richMenuId;
    ctx.store.changed();
    return reply.code(202).send({});
  });

  lineRoute(app, 'POST', '/v2/bot/richmenu/bulk/unlink', 'unlinkRichMenuIdFromUsers', (request, reply) => {
    const menus = space(channelOf(request).channelId);
    for (const userId of userIds(jsonBody<{ userIds: string[] }>(request).userIds))
      delete menus.userLinks[userId];
    ctx.store.changed();
    return reply.code(202).send({});
  });

  const checkBatch = (channelId: string, operations: BatchOperation[]): void => {
    const menus = space(channelId);
    operations.forEach((op, i) => {
      if (op.type === 'link') showableMenu(menus, op.to, `operations[${i}].to`);
      if (op.type !== 'unlinkAll' && !menus.menus[op.from]) {
        throw lineErrors.bodyErrors([{ message: 'invalid richMenuId', property: `operations[${i}].from` }]);
      }
    });
  };

  lineRoute(app, 'POST', '/v2/bot/richmenu/validate/batch', 'validateRichMenuBatchRequest', (request) => {
    checkBatch(channelOf(request).channelId, jsonBody<{ operations: BatchOperation[] }>(request).operations);
    return {};
  });

  lineRoute(app, 'POST', '/v2/bot/richmenu/batch', 'richMenuBatch', (request, reply) => {
    const channelId = channelOf(request).channelId;
    const { operations } = jsonBody<{ operations: BatchOperation[] }>(request);
    checkBatch(channelId, operations);
    const menus = space(channelId);
    for (const op of operations) {
      for (const [userId, linked] of Object.entries(menus.userLinks)) {
        if (op.type === 'unlinkAll' || linked === op.from) {
          if (op.type === 'link') menus.userLinks[userId] = op.to;
          else delete menus.userLinks[userId];
        }
      }
    }
    const now = ctx.clock.now();
    menus.batches = { ...menus.batches, [request.line.requestId]: { acceptedAt: now, completedAt: now } };
    ctx.store.changed();
    return reply.code(202).send({});
  });

  lineRoute(app, 'GET', '/v2/bot/richmenu/progress/batch', 'getRichMenuBatchProgress', (request) => {
    const batch = space(channelOf(request).channelId).batches?.[queryParam(request, 'requestId') ?? ''];
    if (!batch) throw lineErrors.notFound();
    return {
      phase: 'succeeded',
      acceptedTime: new Date(batch.acceptedAt).toISOString(),
      completedTime: new Date(batch.completedAt).toISOString(),
    };
  });
}
