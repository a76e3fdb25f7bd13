import type { InboxStatus, InboxUser } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { inboxKeys } from './keys';

/** The three state changes of a conversation (core.md §7), each its own call. */
export type ConversationChange =
  | { status: InboxStatus }
  | { stopAutoResponse: boolean }
  | { markAsSpam: boolean };

function changePath(change: ConversationChange) {
  if ('status' in change) return 'update-status';
  if ('stopAutoResponse' in change) return 'stop-auto-response';
  return 'mark-as-spam';
}

export const updateConversation = (hubId: string, vid: string, change: ConversationChange) =>
  api.post<{ msg: string; lineUser: InboxUser }>(
    hubApi(hubId, `line/user/${encodeURIComponent(vid)}/${changePath(change)}`),
    change,
  );

/**
 * core.md §4: marking spam empties the list and forces a reload (the conversation leaves it);
 * other changes refresh the list in place.
 */
export const useUpdateConversation = (hubId: string, seq: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vid, change }: { vid: string; change: ConversationChange }) =>
      updateConversation(hubId, vid, change),
    onSuccess: ({ lineUser }, { change }) => {
      const lists = { queryKey: inboxKeys.lists(hubId, seq) };
      return Promise.all([
        'markAsSpam' in change ? queryClient.resetQueries(lists) : queryClient.invalidateQueries(lists),
        queryClient.invalidateQueries({ queryKey: inboxKeys.chats(hubId, seq, lineUser.vid) }),
        queryClient.invalidateQueries({ queryKey: inboxKeys.accounts(hubId) }),
      ]);
    },
  });
};
