import type { Broadcast } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { broadcastKey } from './broadcast-keys';

export const getBroadcast = (hubId: string, id: string) =>
  api.get<Broadcast>(hubApi(hubId, `line/broadcast-setting/${encodeURIComponent(id)}`));

export const getBroadcastQueryOptions = (hubId: string, id: string) =>
  queryOptions({
    queryKey: broadcastKey(hubId, id),
    queryFn: () => getBroadcast(hubId, id),
    enabled: !!id,
    // While the delivery jobs run, the status and counts change on the server: follow them.
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? 3000 : false),
  });

export const useBroadcast = (hubId: string, id: string) => useQuery(getBroadcastQueryOptions(hubId, id));
