import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/language';
import { api } from '../../../lib/api-client';

/** Always answers the same message, whether or not the address has an account. */
export const forgotPassword = (email: string) =>
  api.post<{ msg: string }>('/api/auth/forgot', { email, lang: currentLanguage() });

export const useForgotPassword = () =>
  useMutation({ mutationFn: forgotPassword, meta: { silentSuccess: true, silentError: true } });
