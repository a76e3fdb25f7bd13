import type { AudienceSize } from '@hubline/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { broadcastKeys } from './keys';

export interface AudienceSizeRequest {
  accountId: string;
  targetLists: string[];
  excludeLists: string[];
}

/**
 * POST /line/broadcast-setting/audience-size: how many friends a send now would reach (lists
 * de-duplicated, excludes, blocked and spam friends and contacts off LINE taken out, on the server).
 * The last count stays on screen while the next one is counted.
 */
export const useAudienceSize = (hubId: string, request: AudienceSizeRequest | null) =>
  useQuery({
    queryKey: [...broadcastKeys.all(hubId), 'audience-size', request],
    queryFn: () => api.post<AudienceSize>(hubApi(hubId, 'line/broadcast-setting/audience-size'), request),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
