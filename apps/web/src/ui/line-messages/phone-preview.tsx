import type { ChatMessage } from '@hubline/contract';
import { Avatar, Box, Paper, Typography } from '@mui/material';
import { BubbleBoundary } from './bubble-boundary';
import { MessageContent } from './message-content';
import { messageView } from './messages-view';

interface PhonePreviewProps {
  accountName: string;
  messages: ChatMessage[];
  /** The figure's name, the header when the account has no name yet, and the note under the phone. */
  labels: { title: string; account: string; caption: string };
}

/** The messages as a friend's LINE chat shows them, through the bubble renderers the inbox's chat uses. */
export function PhonePreview({ accountName, messages, labels }: PhonePreviewProps) {
  return (
    <Paper
      component="figure"
      aria-label={labels.title}
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
          {accountName || labels.account}
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
        {messages.map((chat) => (
          <Box key={chat.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
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
        ))}
      </Box>
      <Typography
        component="figcaption"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', p: 1, textAlign: 'center' }}
      >
        {labels.caption}
      </Typography>
    </Paper>
  );
}
