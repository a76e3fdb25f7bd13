import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { showToast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    queryMeta: { silentError?: boolean };
    /** silentSuccess: no toast for the server's msg; silentError: the form shows the error itself. */
    mutationMeta: { silentSuccess?: boolean; silentError?: boolean };
  }
}

function messageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('msg' in data)) return undefined;
  return typeof data.msg === 'string' ? data.msg : undefined;
}

function shouldRetry(failureCount: number, error: ApiError) {
  // 4xx answers will not change on a retry; a lost connection or a 5xx might.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * core.md §7 "Response handling", wired once: every successful write toasts the server's msg,
 * every failed call toasts the server's msg (or "There is no response from the server.").
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silentError) showToast('error', error.message);
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (data, _variables, _context, mutation) => {
        const msg = messageOf(data);
        if (msg && !mutation.meta?.silentSuccess) showToast('success', msg);
      },
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silentError) showToast('error', error.message);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
