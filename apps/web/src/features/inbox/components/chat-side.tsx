import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../ui/page-loader';
import { useChat } from '../api/get-chat';
import { useListedConversation } from '../api/listed-conversation';
import { useSearchHit } from '../search-hit';
import { useGroupCompany } from './side-tabs/api/company';

const ChatSideTabs = lazy(() =>
  import('./side-tabs/chat-side-tabs').then((m) => ({ default: m.ChatSideTabs })),
);

/**
 * The right-hand column: the CRM beside the open conversation. Opened from the list, it starts
 * from the list's copy of the conversation, in parallel with the chat's read, not after it.
 */
export function ChatSide({ hubId, seq, vid }: { hubId: string; seq: number; vid: string }) {
  const read = useChat(hubId, seq, vid, useSearchHit().at).data?.pages[0]?.conversation;
  const listed = useListedConversation(hubId, seq, vid);
  const conversation = read ?? listed;
  const isGroup = conversation?.chatType === 'group';
  const company = useGroupCompany(hubId, seq, vid, isGroup);
  if (!conversation || (isGroup && company.isPending)) return null;
  return (
    <Suspense fallback={<PageLoader />}>
      <ChatSideTabs
        hubId={hubId}
        seq={seq}
        vid={vid}
        chatType={conversation.chatType}
        contactId={conversation.contactId}
        friendId={conversation.friendId}
        companyId={company.data?.companyId ?? null}
      />
    </Suspense>
  );
}
