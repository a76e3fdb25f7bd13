// Permission logic without zod, so the console can use it without loading zod on the sign-in page.

/** Per-hub permission flags of core.md §6. superAdmin implies every flag. */
export const CONTACT_ACCESS = ['everything', 'team', 'owned'] as const;

export const PERMISSION_FLAGS = [
  'permissionInbox',
  'permissionChatflows',
  'permissionTemplates',
  'permissionTags',
  'permissionBroadcasts',
  'permissionImagemaps',
  'permissionVideos',
  'permissionCarousels',
  'permissionFiles',
  'permissionLineAccounts',
  'permissionSmsAccounts',
  'permissionDatabase',
  'permissionAiDocuments',
  'permissionReports',
  'permissionAccount',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export type Permissions = Record<PermissionFlag, boolean> & {
  contactAccessInInbox: (typeof CONTACT_ACCESS)[number];
};

export function noPermissions(): Permissions {
  const flags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, false])) as Record<
    PermissionFlag,
    boolean
  >;
  return { ...flags, contactAccessInInbox: 'everything' };
}

export function allPermissions(): Permissions {
  const flags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])) as Record<
    PermissionFlag,
    boolean
  >;
  return { ...flags, contactAccessInInbox: 'everything' };
}

/**
 * What a route requires. `public`: nobody needs to be signed in. `session`: any signed-in user.
 * `superAdmin`: the hub's super administrator. A flag: that permission in the route's hub.
 * Several flags: any one of them, for a read that two screens share (owners for Contacts and Lists).
 */
export type RoutePermission = 'public' | 'session' | 'superAdmin' | PermissionFlag | AnyFlag;
export type AnyFlag = readonly [PermissionFlag, PermissionFlag, ...PermissionFlag[]];

export function isPermitted(
  member: { superAdmin: boolean; permissions: Permissions },
  required: Exclude<RoutePermission, 'public' | 'session'>,
): boolean {
  if (member.superAdmin) return true;
  if (required === 'superAdmin') return false;
  if (typeof required === 'string') return member.permissions[required];
  return required.some((flag) => member.permissions[flag]);
}
