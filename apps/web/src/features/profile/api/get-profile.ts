import type { Profile } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const PROFILE_QUERY_KEY = ['profile'] as const;

export const getProfile = () => api.get<Profile>('/api/profile');

/** The session: no polling, a refetch when the window regains focus is enough. */
export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile });

export const useProfile = () => useQuery(getProfileQueryOptions());
