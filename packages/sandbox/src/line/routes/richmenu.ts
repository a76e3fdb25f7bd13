import type { FastifyInstance } from 'fastify';
import { newRichMenuId } from '../../ids.ts';
import type { JsonObject } from '../../json.ts';
import type { SandboxContext } from '../context.ts';
import { lineErrors } from '../errors.ts';
import { imageInfo } from '../richmenu/image.ts';
import { menuOf, responseOf } from '../richmenu/menus.ts';
import {
  type Bounds,
  isAllowedSize,
  MAX_IMAGE_BYTES,
  MAX_RICH_MENUS,
  richMenuProblems,
  type Size,
} from '../richmenu/rules.ts';
import { channelOf, jsonBody, lineRoute, param, rawBody } from '../route.ts';

/**
 * Rich menus: create / validate / get / list / delete, and the image (api-data host paths).
 * https://developers.line.biz/en/reference/messaging-api/#rich-menu
 */
interface RichMenuRequest {
  size: Size;
  areas: Array<{ bounds: Bounds }>;
}

function checkRichMenu(body: RichMenuRequest): void {
  const problems = richMenuProblems(body.size, body.areas);
  if (problems.length > 0) throw lineErrors.bodyErrors(problems);
}

const ACCEPTED_IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

export function registerRichMenuRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  lineRoute(app, 'POST', '/v2/bot/richmenu', 'createRichMenu', (request) => {
    const channel = channelOf(request);
    const body = jsonBody<RichMenuRequest>(request);
    checkRichMenu(body);
    const space = ctx.store.richMenus(channel.channelId);
    if (Object.keys(space.menus).length >= MAX_RICH_MENUS) {
      throw lineErrors.badRequest('The maximum number of richmenu is exceeded');
    }
    const richMenuId = newRichMenuId();
    // Stored as validated: the request body is JSON by construction.
    space.menus[richMenuId] = { richMenuId, body: jsonBody<JsonObject>(request), createdAt: ctx.clock.now() };
    ctx.store.changed();
    return { richMenuId };
  });

  lineRoute(app, 'POST', '/v2/bot/richmenu/validate', 'validateRichMenuObject', (request) => {
    checkRichMenu(jsonBody<RichMenuRequest>(request));
    return {};
  });

  lineRoute(app, 'GET', '/v2/bot/richmenu/list', 'getRichMenuList', (request) => ({
    richmenus: Object.values(ctx.store.richMenus(channelOf(request).channelId).menus).map(responseOf),
  }));

  lineRoute(app, 'GET', '/v2/bot/richmenu/:richMenuId', 'getRichMenu', (request) =>
    responseOf(menuOf(ctx.store.richMenus(channelOf(request).channelId), param(request, 'richMenuId'))),
  );

  lineRoute(app, 'DELETE', '/v2/bot/richmenu/:richMenuId', 'deleteRichMenu', (request) => {
    const space = ctx.store.richMenus(channelOf(request).channelId);
    const { richMenuId } = menuOf(space, param(request, 'richMenuId'));
    delete space.menus[richMenuId];
    if (space.defaultId === richMenuId) space.defaultId = undefined;
    for (const [userId, linked] of Object.entries(space.userLinks))
      if (linked === richMenuId) delete space.userLinks[userId];
    for (const [aliasId, linked] of Object.entries(space.aliases))
      if (linked === richMenuId) delete space.aliases[aliasId];
    ctx.store.changed();
    return {};
  });

  lineRoute(
    app,
    'POST',
    '/v2/bot/richmenu/:richMenuId/content',
    'setRichMenuImage',
    (request) => {
      const menu = menuOf(ctx.store.richMenus(channelOf(request).channelId), param(request, 'richMenuId'));
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!ACCEPTED_IMAGE_TYPES.has(contentType)) throw lineErrors.unsupportedContentType(contentType);
      const bytes = rawBody(request);
      if (bytes.length > MAX_IMAGE_BYTES) throw lineErrors.payloadTooLarge();
      if (menu.image) throw lineErrors.badRequest('An image has already been uploaded to the richmenu');
      const info = imageInfo(bytes);
      if (!info || info.type !== contentType || !isAllowedSize(info)) {
        throw lineErrors.badRequest('The image size is not allowed for richmenu');
      }
      menu.image = { contentType, data: bytes.toString('base64') };
      ctx.store.changed();
      return {};
    },
    // Read up to 10 MB so that an image above 1 MB gets LINE's answer rather than the generic 2 MB one.
    { bodyLimit: 10 * 1024 * 1024 },
  );

  lineRoute(app, 'GET', '/v2/bot/richmenu/:richMenuId/content', 'getRichMenuImage', (request, reply) => {
    const menu = menuOf(ctx.store.richMenus(channelOf(request).channelId), param(request, 'richMenuId'));
    if (!menu.image) throw lineErrors.notFound();
    return reply.type(menu.image.contentType).send(Buffer.from(menu.image.data, 'base64'));
  });
}
