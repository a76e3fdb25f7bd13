import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { lineErrors } from '../errors.ts';
import { showableMenu } from '../richmenu/menus.ts';
import { MAX_ALIASES } from '../richmenu/rules.ts';
import { channelOf, jsonBody, lineRoute, param } from '../route.ts';

/**
 * Rich menu aliases (targets of rich menu switch actions), up to 1,000 per channel.
 * https://developers.line.biz/en/reference/messaging-api/#create-rich-menu-alias
 */
export function registerRichMenuAliasRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const space = (channelId: string) => ctx.store.richMenus(channelId);
  const aliasView = (richMenuAliasId: string, richMenuId: string) => ({ richMenuAliasId, richMenuId });

  lineRoute(app, 'POST', '/v2/bot/richmenu/alias', 'createRichMenuAlias', (request) => {
    const menus = space(channelOf(request).channelId);
    const body = jsonBody<{ richMenuAliasId: string; richMenuId: string }>(request);
    showableMenu(menus, body.richMenuId);
    if (menus.aliases[body.richMenuAliasId]) throw lineErrors.badRequest('conflict richmenu alias id');
    if (Object.keys(menus.aliases).length >= MAX_ALIASES)
      throw lineErrors.badRequest('The maximum number of richmenu alias is exceeded');
    menus.aliases[body.richMenuAliasId] = body.richMenuId;
    ctx.store.changed();
    return {};
  });

  lineRoute(app, 'GET', '/v2/bot/richmenu/alias/list', 'getRichMenuAliasList', (request) => ({
    aliases: Object.entries(space(channelOf(request).channelId).aliases).map(([alias, id]) =>
      aliasView(alias, id),
    ),
  }));

  const aliasOf = (channelId: string, aliasId: string): string => {
    const id = space(channelId).aliases[aliasId];
    if (!id) throw lineErrors.custom(404, 'richmenu alias not found');
    return id;
  };

  lineRoute(app, 'GET', '/v2/bot/richmenu/alias/:richMenuAliasId', 'getRichMenuAlias', (request) => {
    const aliasId = param(request, 'richMenuAliasId');
    return aliasView(aliasId, aliasOf(channelOf(request).channelId, aliasId));
  });

  lineRoute(app, 'POST', '/v2/bot/richmenu/alias/:richMenuAliasId', 'updateRichMenuAlias', (request) => {
    const channelId = channelOf(request).channelId;
    const aliasId = param(request, 'richMenuAliasId');
    aliasOf(channelId, aliasId);
    const { richMenuId } = jsonBody<{ richMenuId: string }>(request);
    showableMenu(space(channelId), richMenuId);
    space(channelId).aliases[aliasId] = richMenuId;
    ctx.store.changed();
    return {};
  });

  lineRoute(app, 'DELETE', '/v2/bot/richmenu/alias/:richMenuAliasId', 'deleteRichMenuAlias', (request) => {
    const channelId = channelOf(request).channelId;
    const aliasId = param(request, 'richMenuAliasId');
    aliasOf(channelId, aliasId);
    delete space(channelId).aliases[aliasId];
    ctx.store.changed();
    return {};
  });
}
