import type { BroadcastsConfig } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { broadcastKeys } from './keys';

export const getBroadcastsConfig = (hubId: string) =>
  api.get<BroadcastsConfig>(hubApi(hubId, 'broadcasts-config'));

export const getBroadcastsConfigQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: broadcastKeys.config(hubId), queryFn: () => getBroadcastsConfig(hubId) });

export const useBroadcastsConfig = (hubId: string) => useQuery(getBroadcastsConfigQueryOptions(hubId));
