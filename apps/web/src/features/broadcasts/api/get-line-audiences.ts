import type { LineAudiences } from '@hubline/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { broadcastKeys } from './keys';

/** GET /line/{accountId}/audiences: a LINE account's audiences, LINE's pages appended by "load more". */
export const useLineAudiences = (hubId: string, accountId: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: [...broadcastKeys.all(hubId), 'line-audiences', accountId],
    queryFn: ({ pageParam }) =>
      api.get<LineAudiences>(hubApi(hubId, `line/${encodeURIComponent(accountId)}/audiences`), {
        page: String(pageParam),
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
    enabled: enabled && accountId !== '',
  });
