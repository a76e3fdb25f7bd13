import type { SandboxContext } from '../context.ts';
import { lineErrors } from '../errors.ts';
import type { RichMenu, RichMenuSpace } from '../state/types.ts';
import { RICH_MENU_ID } from './rules.ts';

/** Lookups shared by the rich menu routes. */
export function menuOf(space: RichMenuSpace, richMenuId: string): RichMenu {
  const menu = space.menus[richMenuId];
  if (!menu) throw lineErrors.notFound();
  return menu;
}

/** A rich menu that may be shown to users: it must exist and have its image. */
export function showableMenu(space: RichMenuSpace, richMenuId: string, property = 'richMenuId'): RichMenu {
  if (!RICH_MENU_ID.test(richMenuId))
    throw lineErrors.bodyErrors([{ message: 'invalid richMenuId', property }]);
  const menu = space.menus[richMenuId];
  if (!menu) throw lineErrors.custom(404, 'richmenu not found');
  if (!menu.image) throw lineErrors.badRequest('must upload richmenu image before applying it to user');
  return menu;
}

/** The rich menu a user sees: their own link first, then the channel default. */
export function displayedMenu(ctx: SandboxContext, channelId: string, userId: string): RichMenu | undefined {
  const space = ctx.store.richMenus(channelId);
  const id = space.userLinks[userId] ?? space.defaultId;
  return id ? space.menus[id] : undefined;
}

export const responseOf = (menu: RichMenu) => ({ richMenuId: menu.richMenuId, ...menu.body });
