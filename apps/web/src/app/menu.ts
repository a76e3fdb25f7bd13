import type { CrmConnection, PermissionFlag, Permissions } from '@hubline/contract';
import { isPermitted as can } from '@hubline/contract';

export interface MenuItem {
  labelKey: string;
  /** Path inside the hub: /{hubId}/{path}. */
  path: string;
  permission: PermissionFlag;
  beta?: boolean;
}

export interface MenuGroup {
  labelKey: string;
  items: readonly MenuItem[];
}

/** The top-bar groups of core.md §2, with the flag each item needs (core.md §6). */
export const MENU: readonly MenuGroup[] = [
  {
    labelKey: 'menu.channels',
    items: [
      { labelKey: 'menu.lineAccounts', path: 'line/accounts', permission: 'permissionLineAccounts' },
      { labelKey: 'menu.smsNumbers', path: 'sms/accounts', permission: 'permissionSmsAccounts' },
    ],
  },
  {
    labelKey: 'menu.conversations',
    items: [
      { labelKey: 'menu.inbox', path: 'line/inbox', permission: 'permissionInbox' },
      { labelKey: 'menu.chatflows', path: 'line/chatflows', permission: 'permissionChatflows' },
      { labelKey: 'menu.quickReplies', path: 'templates', permission: 'permissionTemplates' },
      { labelKey: 'menu.tags', path: 'tags', permission: 'permissionTags' },
    ],
  },
  {
    labelKey: 'menu.marketing',
    items: [
      { labelKey: 'menu.broadcasts', path: 'line/broadcasts', permission: 'permissionBroadcasts' },
      { labelKey: 'menu.richMessages', path: 'line/imagemaps', permission: 'permissionImagemaps' },
      { labelKey: 'menu.richVideo', path: 'line/videos', permission: 'permissionVideos' },
      { labelKey: 'menu.cardBased', path: 'line/carousels', permission: 'permissionCarousels' },
      {
        labelKey: 'menu.notificationMessages',
        path: 'line/notification-templates',
        permission: 'permissionBroadcasts',
        beta: true,
      },
      { labelKey: 'menu.files', path: 'files', permission: 'permissionFiles' },
    ],
  },
  {
    labelKey: 'menu.dataSources',
    items: [
      { labelKey: 'menu.documents', path: 'ai/documents', permission: 'permissionAiDocuments', beta: true },
      { labelKey: 'menu.database', path: 'database', permission: 'permissionDatabase' },
      // The built-in CRM's screens: hidden while the hub uses HubSpot (crmHiddenPaths).
      { labelKey: 'menu.contacts', path: 'contacts', permission: 'permissionInbox' },
      { labelKey: 'menu.lists', path: 'lists', permission: 'permissionBroadcasts' },
    ],
  },
  {
    labelKey: 'menu.reports',
    items: [{ labelKey: 'menu.lineAnalytics', path: 'line/reports', permission: 'permissionReports' }],
  },
];

/**
 * Menu paths whose screen exists. No placeholder pages: an item shows only once its issue has
 * built the screen, and that issue adds its path here.
 */
export const BUILT_PATHS: ReadonlySet<string> = new Set<string>([
  'line/accounts',
  'line/inbox',
  'line/broadcasts',
  'line/imagemaps',
  'line/notification-templates',
  'line/carousels',
  'line/videos',
  'contacts',
  'lists',
  'files',
  'tags',
  'templates',
]);

/** The screens of the built-in CRM; a hub on HubSpot manages contacts and lists there. */
export const BUILTIN_CRM_PATHS: ReadonlySet<string> = new Set<string>(['contacts', 'lists']);

/**
 * Menu paths the hub's CRM rules out. While the CRM is not known yet (or could not be read),
 * the built-in CRM's screens wait rather than show and vanish.
 */
export function crmHiddenPaths(provider: CrmConnection['provider'] | undefined): ReadonlySet<string> {
  return provider === 'builtin' ? new Set<string>() : BUILTIN_CRM_PATHS;
}

export interface ShownGroup extends MenuGroup {
  /**
   * None of its items can show yet, but some may once the hub's set-up is known: the group keeps
   * its place (disabled) so the menu does not shift when it arrives.
   */
  waiting: boolean;
}

/**
 * Groups with only the items the user may open, that are built and that the hub's set-up does
 * not hide; empty groups are dropped, unless an item waits on `waitingPaths` (still loading).
 */
export function visibleMenu(
  groups: readonly MenuGroup[],
  member: { superAdmin: boolean; permissions: Permissions },
  builtPaths: ReadonlySet<string>,
  hiddenPaths: ReadonlySet<string> = new Set<string>(),
  waitingPaths: ReadonlySet<string> = new Set<string>(),
): ShownGroup[] {
  const allowed = (item: MenuItem) => builtPaths.has(item.path) && can(member, item.permission);
  return groups
    .map((group) => {
      const items = group.items.filter((item) => allowed(item) && !hiddenPaths.has(item.path));
      const waiting =
        items.length === 0 && group.items.some((item) => allowed(item) && waitingPaths.has(item.path));
      return { ...group, items, waiting };
    })
    .filter((group) => group.items.length > 0 || group.waiting);
}
