import type { NotificationsResponse } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { NotificationsResponse };

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

export const getNotifications = () => api.get<NotificationsResponse>('/api/notifications');

export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: NOTIFICATIONS_QUERY_KEY, queryFn: getNotifications });

export const useNotifications = () => useQuery(getNotificationsQueryOptions());
