import type { LineAccountFigures } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineAccountsQueryKey } from '../../../lib/api/line-accounts';
import { api, hubApi } from '../../../lib/api-client';

export const getLineAccountFigures = (hubId: string) =>
  api.get<{ items: LineAccountFigures[] }>(hubApi(hubId, 'line/figures'));

/**
 * The cards' usage, quota and reach, asked apart from the list so LINE never holds it up. Not
 * toasted on failure: each card shows its figures as unavailable instead.
 */
export const getLineAccountFiguresQueryOptions = (hubId: string) =>
  queryOptions({
    queryKey: [...lineAccountsQueryKey(hubId), 'figures'],
    queryFn: () => getLineAccountFigures(hubId),
    meta: { silentError: true },
  });

export const useLineAccountFigures = (hubId: string) => useQuery(getLineAccountFiguresQueryOptions(hubId));
