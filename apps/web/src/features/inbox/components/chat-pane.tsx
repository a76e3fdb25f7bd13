import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { chatMessages, useChat } from '../api/get-chat';
import { useListedConversation } from '../api/listed-conversation';
import { useSearchHit } from '../search-hit';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { MessageList } from './message-list';

/**
 * The middle column: one conversation's header, history and composer, from one read. Opened from
 * a search (`?at=<message>&q=<words>`), it opens at the message found, highlighted.
 */
export function ChatPane({
  hubId,
  seq,
  vid,
  onShowDetails,
}: {
  hubId: string;
  seq: number;
  vid: string;
  onShowDetails?: () => void;
}) {
  const { t } = useTranslation('inbox');
  const { at, found, leave } = useSearchHit();
  const chat = useChat(hubId, seq, vid, at);
  const listed = useListedConversation(hubId, seq, vid);
  const newest = chat.data?.pages[0];
  // The list already knows who this is: the header shows while the messages load.
  const conversation = newest?.conversation ?? listed;
  return (
    <Box
      component="section"
      aria-label={t('chat.label')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, bgcolor: 'grey.50' }}
    >
      {conversation && (
        <Box sx={{ bgcolor: 'background.paper' }}>
          <ChatHeader hubId={hubId} user={conversation} onShowDetails={onShowDetails} />
        </Box>
      )}
      {chat.isPending && <PageLoader />}
      {chat.isError && <ErrorState message={chat.error.message} onRetry={() => void chat.refetch()} />}
      {newest && (
        <>
          <MessageList
            messages={chatMessages(chat.data)}
            group={newest.conversation.chatType !== 'user'}
            hasOlder={chat.hasNextPage}
            loadingOlder={chat.isFetchingNextPage}
            onReadMore={() => void chat.fetchNextPage()}
            hasNewer={chat.hasPreviousPage}
            loadingNewer={chat.isFetchingPreviousPage}
            onReadNewer={() => void chat.fetchPreviousPage()}
            found={found}
          />
          <Box sx={{ bgcolor: 'background.paper' }}>
            <Composer
              // A new conversation starts with the inbox setting again.
              key={vid}
              hubId={hubId}
              seq={seq}
              vid={vid}
              composer={newest.composer}
              showSenderName={newest.settings.showSenderName}
              // What is sent shows at the newest end: a chat opened at a search's match goes there.
              onSent={at ? leave : undefined}
            />
          </Box>
        </>
      )}
    </Box>
  );
}
