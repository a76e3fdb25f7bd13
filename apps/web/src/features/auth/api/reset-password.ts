import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/language';
import { apiRequest } from '../../../lib/api-client';

export interface ResetPasswordInput {
  email: string;
  password: string;
  sessionId: string;
}

export const resetPassword = (input: ResetPasswordInput) =>
  apiRequest<{ msg: string }>('/api/auth/reset', {
    method: 'POST',
    body: input,
    query: { lang: currentLanguage() },
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
