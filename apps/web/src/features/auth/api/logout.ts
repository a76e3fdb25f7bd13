import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { deleteHubIdCookie } from '../../../lib/cookies';
import { PATHS } from '../../../lib/paths';

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
