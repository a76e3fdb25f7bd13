import type { ChatMessage } from '@hubline/contract';
import { Box, Chip, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BubbleBoundary } from '../../../ui/line-messages/bubble-boundary';
import { MessageContent } from '../../../ui/line-messages/message-content';
import { messageView, quickReplyLabels } from '../../../ui/line-messages/messages-view';

/** Who the account's message came from: the agent (and reply or push), a broadcast or a bot. */
function useOutgoingLabel(message: ChatMessage): string | null {
  const { t } = useTranslation('inbox');
  if (message.source === 'broadcast') return t('message.broadcast');
  if (message.source === 'auto') return t('message.auto');
  if (!message.agentName) return null;
  if (message.via === 'reply') return t('message.agentReply', { name: message.agentName });
  if (message.via === 'push') return t('message.agentPush', { name: message.agentName });
  return message.agentName;
}

/** Stickers, media and rich messages carry their own frame; text sits in a coloured bubble. */
const FRAMED = new Set(['text', 'file', 'location']);

/**
 * `group`: the chat has several members, so each received message names who wrote it. `found`:
 * the message a search opened the chat at, marked out with the words it was found by.
 */
export function MessageBubble({
  ref,
  message,
  time,
  group,
  found,
}: {
  ref?: Ref<HTMLLIElement>;
  message: ChatMessage;
  time: string;
  group: boolean;
  found?: string[];
}) {
  const { t } = useTranslation('inbox');
  const mine = message.direction === 'out';
  const outgoing = useOutgoingLabel(message);
  const name = mine ? outgoing : group ? message.senderName : null;
  const view = messageView(message);
  const chips = quickReplyLabels(message.payload);
  return (
    <Box
      ref={ref}
      component="li"
      aria-current={found ? 'true' : undefined}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        listStyle: 'none',
        mb: 1.5,
      }}
    >
      {found && (
        <Typography variant="caption" color="warning.dark" sx={{ px: 0.5, fontWeight: 600 }}>
          {t('chat.found', { words: found.join(' ') })}
        </Typography>
      )}
      {name && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
          {name}
        </Typography>
      )}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: 1,
          flexDirection: mine ? 'row-reverse' : 'row',
          // On this row, not on the bubble: a percentage of a shrink-to-fit box would be cyclic.
          maxWidth: { xs: '92%', sm: '80%' },
        }}
      >
        <Box
          sx={{
            minWidth: 0,
            textDecoration: message.unsent ? 'line-through' : 'none',
            opacity: message.unsent ? 0.6 : 1,
            ...(found && { outline: 3, outlineColor: 'warning.main', outlineOffset: 2, borderRadius: 2.5 }),
            ...(FRAMED.has(view.kind) && {
              px: 1.5,
              py: 1,
              borderRadius: 2.5,
              bgcolor: mine ? 'primary.main' : 'background.paper',
              color: mine ? 'primary.contrastText' : 'text.primary',
              border: mine ? 0 : 1,
              borderColor: 'divider',
              '& a': { color: 'inherit' },
            }),
          }}
        >
          <BubbleBoundary payload={message.payload}>
            <MessageContent view={view} payload={message.payload} />
          </BubbleBoundary>
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {time}
        </Typography>
      </Box>
      {message.unsent && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
          {t('message.unsent')}
        </Typography>
      )}
      {chips.length > 0 && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.5,
            mt: 0.5,
            justifyContent: mine ? 'flex-end' : 'flex-start',
          }}
        >
          {chips.map((chip) => (
            <Chip key={chip} label={chip} size="small" variant="outlined" />
          ))}
        </Box>
      )}
    </Box>
  );
}
