import type { LoginResponse } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { LoginResponse };

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
  /** The second step's 6-digit code, sent with the same credentials. */
  code?: string;
}

/** A 401 here is a wrong password, shown on the form, not an ended session. */
export const login = (input: LoginInput) =>
  api.post<LoginResponse>('/api/auth/login', input, { redirectOn401: false });

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { silentError: true },
    onSuccess: (result) => {
      // Another user may have used this tab: nothing cached may leak into the new session.
      if (result.loggedIn) queryClient.clear();
    },
  });
};
