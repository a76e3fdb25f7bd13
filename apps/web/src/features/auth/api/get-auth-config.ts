import type { AuthConfig } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { AuthConfig };

export const getAuthConfig = () => api.get<AuthConfig>('/api/auth/config');

export const getAuthConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'config'],
    queryFn: getAuthConfig,
    staleTime: Infinity,
    meta: { silentError: true },
  });

export const useAuthConfig = () => useQuery(getAuthConfigQueryOptions());
