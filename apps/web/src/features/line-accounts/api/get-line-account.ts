import type { LineAccount } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineAccountQueryKey } from '../../../lib/api/line-accounts';
import { api, hubApi } from '../../../lib/api-client';

export const getLineAccount = (hubId: string, id: string) =>
  api.get<LineAccount>(hubApi(hubId, `line/${encodeURIComponent(id)}`));

export const getLineAccountQueryOptions = (hubId: string, id: string) =>
  queryOptions({ queryKey: lineAccountQueryKey(hubId, id), queryFn: () => getLineAccount(hubId, id) });

export const useLineAccount = (hubId: string, id: string) => useQuery(getLineAccountQueryOptions(hubId, id));
