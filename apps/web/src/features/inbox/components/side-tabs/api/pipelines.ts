import type { Pipeline } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../../../lib/api-client';
import { tabKeys } from './paths';

/** GET /tickets/pipelines and /deals/pipelines (core.md §7 reference reads). */
export const pipelinesQueryOptions = (hubId: string, object: 'tickets' | 'deals') =>
  queryOptions({
    queryKey: tabKeys.pipelines(hubId, object),
    queryFn: () => api.get<{ items: Pipeline[] }>(hubApi(hubId, `${object}/pipelines`)),
    staleTime: 5 * 60_000,
  });

export const usePipelines = (hubId: string, object: 'tickets' | 'deals') =>
  useQuery(pipelinesQueryOptions(hubId, object));
