import { isPermitted as can } from '@hubline/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PATHS } from '../paths';
import { useSession } from '../session';

/** Account settings need permissionAccount (superAdmin implies it); others get the 403 page. */
export function RequireAccountPermission({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!can(session, 'permissionAccount')) return <Navigate to={PATHS.forbidden} replace />;
  return children;
}

/** The mail outbox exists only where the server keeps one (no SMTP configured). */
export function RequireMailOutbox({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session.mailOutbox) return <Navigate to={PATHS.notFound} replace />;
  return children;
}
