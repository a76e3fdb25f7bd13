import type { InboxResponse, InboxUser } from '@hubline/contract';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from './keys';

/**
 * The conversation as the account's list (any filter or search) last showed it: opened from the
 * list, its header and CRM panel need not wait for the chat's own read.
 */
export function useListedConversation(hubId: string, seq: number, vid: string): InboxUser | undefined {
  const queryClient = useQueryClient();
  const lists = queryClient.getQueriesData<InfiniteData<InboxResponse>>({
    queryKey: inboxKeys.lists(hubId, seq),
  });
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const user = page.lineUsers.find((listed) => listed.vid === vid);
      if (user) return user;
    }
  }
  return undefined;
}
