import { Avatar, Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import '../../../inbox/catalog';
import { BubbleBoundary } from '../../../inbox/components/messages/bubble-boundary';
import { MessageContent } from '../../../inbox/components/messages/message-content';
import { messageView } from '../../../inbox/messages-view';
import type { MessageDraft } from '../../rules/draft';
import { previewMessage } from '../../rules/preview-message';

/** The messages as a friend's LINE chat shows them, through the inbox's own bubble renderers. */
export function PhonePreview({ accountName, messages }: { accountName: string; messages: MessageDraft[] }) {
  const { t } = useTranslation('broadcastComposer');
  return (
    <Paper
      component="figure"
      aria-label={t('preview.title')}
      elevation={3}
      sx={{
        m: 0,
        width: '100%',
        maxWidth: 340,
        mx: 'auto',
        borderRadius: 5,
        overflow: 'hidden',
        border: 8,
        borderColor: 'grey.900',
      }}
    >
      <Box sx={{ px: 2, py: 1.25, bgcolor: 'grey.900', color: 'common.white' }}>
        <Typography variant="subtitle2" noWrap>
          {accountName || t('preview.account')}
        </Typography>
      </Box>
      <Box
        sx={{
          bgcolor: '#8cabd9',
          minHeight: 420,
          maxHeight: 560,
          overflowY: 'auto',
          p: 1.5,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.25,
        }}
      >
        {messages.map((message, index) => {
          const chat = previewMessage(message, index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the preview follows the editors' order
            <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
              <Avatar sx={{ width: 32, height: 32, fontSize: 14 }}>{(accountName || '?').slice(0, 1)}</Avatar>
              <Box
                sx={{
                  bgcolor: 'common.white',
                  borderRadius: 3,
                  px: 1.5,
                  py: 1,
                  maxWidth: 'calc(100% - 44px)',
                  minWidth: 0,
                  overflow: 'hidden',
                }}
              >
                <BubbleBoundary key={JSON.stringify(chat.payload)} payload={chat.payload}>
                  <MessageContent view={messageView(chat)} payload={chat.payload} />
                </BubbleBoundary>
              </Box>
            </Box>
          );
        })}
      </Box>
      <Typography
        component="figcaption"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', p: 1, textAlign: 'center' }}
      >
        {t('preview.caption')}
      </Typography>
    </Paper>
  );
}
