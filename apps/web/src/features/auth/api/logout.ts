import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { deleteHubIdCookie } from '../../../lib/cookies';
import { PATHS } from '../../../lib/paths';

export const logout = () => api.post<{ msg: string }>('/api/auth/logout');

/** Signs out and leaves the signed-in layout, which forgets every cached answer as it goes (SignedIn). */
export const useLogout = () => {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      deleteHubIdCookie();
      await navigate(PATHS.login, { replace: true });
    },
  });
};
