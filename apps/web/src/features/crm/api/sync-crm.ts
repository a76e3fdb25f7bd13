import { useMutation } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';

/** Starts a sync with HubSpot; it runs in the background (the connection shows its outcome). */
export const syncCrm = (hubId: string) => api.post<{ msg: string }>(hubApi(hubId, 'crm/sync'));

export const useSyncCrm = (hubId: string) => useMutation({ mutationFn: () => syncCrm(hubId) });
