import type { WebhookHealth } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineAccountQueryKey } from '../../../lib/api/line-accounts';
import { api, hubApi } from '../../../lib/api-client';

export const getWebhookHealth = (hubId: string, id: string) =>
  api.get<WebhookHealth>(hubApi(hubId, `line/${encodeURIComponent(id)}/webhook-health`));

/** Refreshed every minute while shown: it is a live panel. */
export const getWebhookHealthQueryOptions = (hubId: string, id: string) =>
  queryOptions({
    queryKey: [...lineAccountQueryKey(hubId, id), 'webhook-health'],
    queryFn: () => getWebhookHealth(hubId, id),
    refetchInterval: 60_000,
  });

export const useWebhookHealth = (hubId: string, id: string) =>
  useQuery(getWebhookHealthQueryOptions(hubId, id));
