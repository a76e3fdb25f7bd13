import type { VerifyTokenResponse } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/language';
import { api } from '../../../lib/api-client';

export type { VerifyTokenResponse };

export const verifyToken = (email: string, token: string) =>
  api.post<VerifyTokenResponse>('/api/auth/verify-token', { email, token, lang: currentLanguage() });

/** A read in effect (the link is checked once per page load), so it is a query, not a mutation. */
export const getVerifyTokenQueryOptions = (email: string, token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify', email, token],
    queryFn: () => verifyToken(email, token),
    enabled: Boolean(email && token),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    meta: { silentError: true },
  });

export const useVerifyToken = (email: string, token: string) =>
  useQuery(getVerifyTokenQueryOptions(email, token));
