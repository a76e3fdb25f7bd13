import type { BroadcastQuota } from '@hubline/contract';
import { useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { broadcastKeys } from './keys';

/**
 * GET /line/broadcast-setting/{id}/quota: what sending comes to against LINE's monthly quota and
 * the plan's included sends. Asked afresh each time it is enabled (the month's numbers move with
 * every send); its failure is shown where it is asked, with a retry, not toasted.
 */
export const useBroadcastQuota = (hubId: string, id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...broadcastKeys.all(hubId), 'quota', id],
    queryFn: () =>
      api.get<BroadcastQuota>(hubApi(hubId, `line/broadcast-setting/${encodeURIComponent(id)}/quota`)),
    enabled,
    staleTime: 0,
    meta: { silentError: true },
  });
