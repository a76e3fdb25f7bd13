import type { PermissionFlag, Permissions } from '@hubline/contract';

/**
 * core.md §6: superAdmin sees everything, others need the flag. The same rule as the contract's
 * isPermitted, which lives beside the permissions zod schema: importing it would put zod into
 * the sign-in page's first load. The server enforces the real check.
 */
export function can(
  member: { superAdmin: boolean; permissions: Permissions },
  flag: PermissionFlag,
): boolean {
  return member.superAdmin || member.permissions[flag];
}
