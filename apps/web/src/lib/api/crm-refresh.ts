import type { QueryClient } from '@tanstack/react-query';
import { crmKeys } from './crm-keys';

/** After contacts change: their pages, and the lists whose sizes and members may follow them. */
export const refreshContacts = (queryClient: QueryClient, hubId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: crmKeys.contacts(hubId) }),
    queryClient.invalidateQueries({ queryKey: crmKeys.lists(hubId) }),
  ]);
