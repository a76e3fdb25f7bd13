import type { authConfigSchema } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../app/api-client';

export type AuthConfig = z.infer<typeof authConfigSchema>;

export const getAuthConfig = () => api.get<AuthConfig>('/api/auth/config');

export const getAuthConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'config'],
    queryFn: getAuthConfig,
    staleTime: Infinity,
    meta: { silentError: true },
  });

export const useAuthConfig = () => useQuery(getAuthConfigQueryOptions());
