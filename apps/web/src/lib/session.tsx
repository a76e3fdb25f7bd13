import type { Profile } from '@hubline/contract';
import { createContext, useContext } from 'react';

/** The signed-in session (GET /api/profile), provided by the main layout once it has loaded. */
export const SessionContext = createContext<Profile | null>(null);

export function useSession(): Profile {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside the main layout');
  return session;
}
