import { z } from 'zod';

/** Per-hub permission flags of core.md §6. superAdmin implies every flag. */
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

export const CONTACT_ACCESS = ['everything', 'team', 'owned'] as const;

export const permissionsSchema = z.object({
  ...Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, z.boolean()])),
  contactAccessInInbox: z.enum(CONTACT_ACCESS),
}) as z.ZodObject<
  Record<PermissionFlag, z.ZodBoolean> & {
    contactAccessInInbox: z.ZodEnum<{ everything: 'everything'; team: 'team'; owned: 'owned' }>;
  }
>;
export type Permissions = z.infer<typeof permissionsSchema>;

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
 */
export type RoutePermission = 'public' | 'session' | 'superAdmin' | PermissionFlag;

export function isPermitted(
  member: { superAdmin: boolean; permissions: Permissions },
  required: Exclude<RoutePermission, 'public' | 'session'>,
): boolean {
  if (member.superAdmin) return true;
  if (required === 'superAdmin') return false;
  return member.permissions[required];
}
