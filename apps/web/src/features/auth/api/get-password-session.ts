import type { PasswordSession } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/language';
import { api } from '../../../lib/api-client';

export type { PasswordSession };

export const getPasswordSession = (sessionId: string) =>
  api.get<PasswordSession>(`/api/auth/passwordSession/${encodeURIComponent(sessionId)}`, {
    lang: currentLanguage(),
  });

export const getPasswordSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['auth', 'passwordSession', sessionId],
    queryFn: () => getPasswordSession(sessionId),
    enabled: Boolean(sessionId),
    retry: false,
    refetchOnWindowFocus: false,
    meta: { silentError: true },
  });

export const usePasswordSession = (sessionId: string) => useQuery(getPasswordSessionQueryOptions(sessionId));
