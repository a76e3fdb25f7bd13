import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const selectHub = (hubId: string) => api.put<{ msg: string }>('/api/profile/selectHubId', { hubId });

/**
 * Switching hub stores the new hub id (the server rewrites lh_hid) and reloads every query, so
 * nothing of the previous hub stays on screen. The mutation stays pending until that is done.
 */
export const useSelectHub = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectHub,
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
