import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './get-profile';

export interface UpdateTwoFactorInput {
  useTwoFactorAuth: boolean;
  /** A current code from the authenticator app, both to turn it on and to turn it off. */
  code: string;
}

export const updateTwoFactor = (input: UpdateTwoFactorInput) =>
  api.patch<{ msg: string }>('/api/profile/updateUseTwoFactorAuth', input);

export const useUpdateTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
};
