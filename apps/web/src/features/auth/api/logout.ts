import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../app/api-client';
import { deleteHubIdCookie } from '../../../app/cookies';
import { PATHS } from '../../../app/paths';

export const logout = () => api.post<{ msg: string }>('/api/auth/logout');

/** Signs out, leaves the signed-in layout, then forgets every cached answer. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      deleteHubIdCookie();
      await navigate(PATHS.login, { replace: true });
      queryClient.clear();
    },
  });
};
