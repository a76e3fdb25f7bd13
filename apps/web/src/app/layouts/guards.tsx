import { isPermitted as can, type PermissionFlag } from '@hubline/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session';

/** A screen that needs a permission flag (superAdmin implies all); others get the 403 page. */
export function RequirePermission({ flag, children }: { flag: PermissionFlag; children: ReactNode }) {
  const session = useSession();
  if (!can(session, flag)) return <Navigate to={PATHS.forbidden} replace />;
  return children;
}

/** Account settings need permissionAccount. */
export function RequireAccountPermission({ children }: { children: ReactNode }) {
  return <RequirePermission flag="permissionAccount">{children}</RequirePermission>;
}

/** The mail outbox exists only where the server keeps one (no SMTP configured). */
export function RequireMailOutbox({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session.mailOutbox) return <Navigate to={PATHS.notFound} replace />;
  return children;
}
