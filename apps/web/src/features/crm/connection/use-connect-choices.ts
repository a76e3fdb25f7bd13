import type { CrmConnection } from '@hubline/contract';
import { useConnectCrm } from '../api/connect-crm';
import { useStartCrmOAuth } from '../api/start-crm-oauth';

type Platform = CrmConnection['platform'] & string;

/**
 * The connect dialog's ways in, one at a time: a token or a new sandbox portal (answered here),
 * or OAuth on HubSpot or the sandbox (the browser leaves). Each shows only its own refusal.
 */
export function useConnectChoices(hubId: string) {
  const connect = useConnectCrm(hubId);
  const start = useStartCrmOAuth(hubId);
  // Once the authorize page's address is known, the page is leaving: nothing else may start.
  const leaving = start.isPending || start.isSuccess;
  const connecting = (platform: Platform) => connect.isPending && connect.variables.platform === platform;
  const starting = (platform: Platform) => leaving && start.variables?.platform === platform;
  const connectRefusal = (platform: Platform) =>
    connect.variables?.platform === platform ? (connect.error ?? undefined) : undefined;
  const startRefusal = (platform: Platform) =>
    start.variables?.platform === platform ? start.error?.message : undefined;

  const startOAuth = (platform: Platform) => {
    connect.reset();
    start.mutate({ platform });
  };
  const connectWith = (request: Parameters<typeof connect.mutate>[0], onDone: () => void) => {
    start.reset();
    connect.mutate(request, { onSuccess: onDone });
  };

  return {
    busy: connect.isPending || leaving,
    token: {
      busy: connecting('hubspot'),
      refusal: connectRefusal('hubspot'),
      submit: (accessToken: string, onDone: () => void) =>
        connectWith({ platform: 'hubspot', accessToken }, onDone),
    },
    oauth: { busy: starting('hubspot'), error: startRefusal('hubspot'), start: () => startOAuth('hubspot') },
    sandbox: {
      busy: connecting('sandbox') ? ('portal' as const) : starting('sandbox') ? ('oauth' as const) : null,
      error: connectRefusal('sandbox')?.message ?? startRefusal('sandbox'),
      newPortal: (onDone: () => void) => connectWith({ platform: 'sandbox' }, onDone),
      startOAuth: () => startOAuth('sandbox'),
    },
  };
}
