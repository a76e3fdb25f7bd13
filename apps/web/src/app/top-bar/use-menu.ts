import { useCrmConnection } from '../../features/crm/api/get-crm-connection';
import { useSession } from '../../lib/session';
import { BUILT_PATHS, BUILTIN_CRM_PATHS, crmHiddenPaths, MENU, type ShownGroup, visibleMenu } from '../menu';

const NONE: ReadonlySet<string> = new Set<string>();

/** The signed-in user's menu, the same for the top bar and the drawer; CRM screens wait while the CRM loads. */
export function useMenu(): ShownGroup[] {
  const session = useSession();
  const crm = useCrmConnection(session.hubId);
  const waiting = crm.isPending ? BUILTIN_CRM_PATHS : NONE;
  return visibleMenu(MENU, session, BUILT_PATHS, crmHiddenPaths(crm.data?.provider), waiting);
}
