import type { LoginResponse } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Finishes a Google sign-in held for the two-factor code (the server keeps it in a cookie). */
export const sendGoogleCode = (code: string) =>
  api.post<LoginResponse>('/api/auth/google/code', { code }, { redirectOn401: false });

export const useGoogleCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendGoogleCode,
    meta: { silentError: true },
    // Another user may have used this tab: nothing cached may leak into the new session.
    onSuccess: () => queryClient.clear(),
  });
};
