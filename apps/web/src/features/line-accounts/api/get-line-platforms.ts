import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';

/**
 * Whether this server runs the LINE sandbox, which the create stepper then offers as a platform,
 * and whether its public address is https, without which real LINE cannot reach it.
 */
export const getLinePlatforms = (hubId: string) =>
  api.get<{ sandbox: boolean; publicUrlHttps: boolean }>(hubApi(hubId, 'line/platforms'));

export const getLinePlatformsQueryOptions = (hubId: string) =>
  queryOptions({
    queryKey: ['line-platforms', hubId],
    queryFn: () => getLinePlatforms(hubId),
    staleTime: Infinity,
  });

export const useLinePlatforms = (hubId: string) => useQuery(getLinePlatformsQueryOptions(hubId));
