import type { StartCrmOAuthRequest } from '@hubline/contract';
import { useMutation } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';

export const startCrmOAuth = (hubId: string, request: StartCrmOAuthRequest) =>
  api.post<{ url: string }>(hubApi(hubId, 'crm/oauth/start'), request);

/**
 * "Connect with HubSpot": the browser leaves for HubSpot's (or the sandbox's) authorize page and
 * comes back to Account settings through the server's callback. A refusal shows in the dialog.
 */
export const useStartCrmOAuth = (hubId: string) =>
  useMutation({
    mutationFn: (request: StartCrmOAuthRequest) => startCrmOAuth(hubId, request),
    meta: { silentError: true },
    onSuccess: ({ url }) => window.location.assign(url),
  });
