import type { InboxSettings } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { inboxKeys } from './keys';

export const getInboxSettings = (hubId: string) => api.get<InboxSettings>(hubApi(hubId, 'inbox-settings'));

export const getInboxSettingsQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: inboxKeys.settings(hubId), queryFn: () => getInboxSettings(hubId) });

export const useInboxSettings = (hubId: string) => useQuery(getInboxSettingsQueryOptions(hubId));
