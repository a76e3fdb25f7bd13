import type { AvatarResponse } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './get-profile';

export type { AvatarResponse };

export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;

export const updateAvatar = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.post<AvatarResponse>('/api/profile/updateAvatar', form);
};

export const useUpdateAvatar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
};
