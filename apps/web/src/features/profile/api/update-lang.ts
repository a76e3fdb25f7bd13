import type { Language } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setLanguage } from '../../../i18n/language';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './get-profile';

export const updateLang = (lang: Language) => api.patch<{ msg: string }>('/api/profile/updateLang', { lang });

/** Saves the language on the account, then switches the console and lh_lang to it. */
export const useUpdateLang = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLang,
    onSuccess: (_data, lang) => {
      setLanguage(lang);
      return queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
};
