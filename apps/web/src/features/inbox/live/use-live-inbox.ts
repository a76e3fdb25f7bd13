import type { InboxEvent } from '@hubline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { appendChatMessage } from '../api/get-chat';
import { inboxKeys } from '../api/keys';
import { useInboxSocket } from './use-inbox-socket';
import { useMessageNotices } from './use-message-notices';

/**
 * What a live event refreshes: the account's list and unread counts, and the chat it concerns.
 * A new message joins the open chat at once; refetches keep the data shown, so scroll stays put.
 * 'ready' (connected, or reconnected) refetches everything, to catch up on what was missed.
 * A friend's message may also show a browser notification (`openVid`: the conversation shown).
 */
export function useLiveInbox(hubId: string, openVid: string | undefined) {
  const queryClient = useQueryClient();
  const notify = useMessageNotices(hubId, openVid);
  return useInboxSocket(hubId, (event: InboxEvent) => {
    if (event.type === 'replaced') return;
    notify(event);
    if (event.type === 'ready') {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all(hubId) });
      return;
    }
    if (event.type === 'message')
      appendChatMessage(queryClient, inboxKeys.chat(hubId, event.seq, event.vid), event.message);
    void queryClient.invalidateQueries({ queryKey: inboxKeys.lists(hubId, event.seq) });
    void queryClient.invalidateQueries({ queryKey: inboxKeys.accounts(hubId) });
    void queryClient.invalidateQueries({ queryKey: inboxKeys.chats(hubId, event.seq, event.vid) });
  });
}
