import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { chatMessages, useChat } from '../api/get-chat';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { MessageList } from './message-list';

/** The middle column: one conversation's header, history and composer. */
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
  const chat = useChat(hubId, seq, vid);
  const newest = chat.data?.pages[0];
  return (
    <Box
      component="section"
      aria-label={t('chat.label')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, bgcolor: 'grey.50' }}
    >
      {chat.isPending && <PageLoader />}
      {chat.isError && <ErrorState message={chat.error.message} onRetry={() => void chat.refetch()} />}
      {newest && (
        <>
          <Box sx={{ bgcolor: 'background.paper' }}>
            <ChatHeader hubId={hubId} user={newest.conversation} onShowDetails={onShowDetails} />
          </Box>
          <MessageList
            messages={chatMessages(chat.data)}
            group={newest.conversation.chatType !== 'user'}
            hasOlder={chat.hasNextPage}
            loadingOlder={chat.isFetchingNextPage}
            onReadMore={() => void chat.fetchNextPage()}
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
            />
          </Box>
        </>
      )}
    </Box>
  );
}
