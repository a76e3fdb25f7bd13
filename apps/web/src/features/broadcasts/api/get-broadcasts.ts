import type { BroadcastListQuery, BroadcastTab, broadcastListResponseSchema } from '@hubline/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, hubApi } from '../../../lib/api-client';
import { queryParams } from '../components/list/search-condition';
import { broadcastKeys } from './keys';

export type BroadcastListResponse = z.infer<typeof broadcastListResponseSchema>;

/**
 * One tab's page under the search condition, with the counts of every tab and the folders; an
 * open folder is read at /line/broadcast-settings/{tab}/folder/{id} (messaging.md §7).
 */
export const getBroadcasts = (hubId: string, tab: BroadcastTab, { folderId, ...query }: BroadcastListQuery) =>
  api.get<BroadcastListResponse>(
    hubApi(
      hubId,
      folderId
        ? `line/broadcast-settings/${tab}/folder/${encodeURIComponent(folderId)}`
        : `line/broadcast-settings/${tab}`,
    ),
    queryParams(query),
  );

export const getBroadcastsQueryOptions = (hubId: string, tab: BroadcastTab, query: BroadcastListQuery) =>
  queryOptions({
    queryKey: [...broadcastKeys.lists(hubId), tab, query],
    queryFn: () => getBroadcasts(hubId, tab, query),
    // The tabs, counts and folders stay on screen while the next page or tab loads.
    placeholderData: keepPreviousData,
  });

export const useBroadcasts = (hubId: string, tab: BroadcastTab, query: BroadcastListQuery) =>
  useQuery(getBroadcastsQueryOptions(hubId, tab, query));
