import type { ChatMessage } from '@hubline/contract';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Box, Button, Divider } from '@mui/material';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../i18n/format';
import { EmptyState } from '../../../ui/empty-state';
import { MessageBubble } from './message-bubble';

interface Props {
  messages: ChatMessage[];
  group: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onReadMore: () => void;
  /** Opened at a search's match: newer pages load on request. */
  hasNewer: boolean;
  loadingNewer: boolean;
  onReadNewer: () => void;
  /** The message a search found, shown highlighted and scrolled to. */
  found?: { id: string; terms: string[] };
}

/**
 * The history, oldest at the top, a separator at each new day on the hub's clock, naming its zone
 * once for the bare times under it. It opens at the newest message (or at the one a search found),
 * follows new ones while the reader is at the bottom, and keeps its place when older ones load.
 */
export function MessageList({
  messages,
  group,
  hasOlder,
  loadingOlder,
  onReadMore,
  hasNewer,
  loadingNewer,
  onReadNewer,
  found,
}: Props) {
  const { t } = useTranslation('inbox');
  const format = useFormatDate();
  const scroller = useRef<HTMLDivElement>(null);
  const last = useRef({ first: '', lastId: '', height: 0, atBottom: !found });
  const foundAt = useRef<HTMLLIElement>(null);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = messages[0]?.id ?? '';
    const lastId = messages.at(-1)?.id ?? '';
    const before = last.current;
    if (!before.first && foundAt.current) {
      foundAt.current.scrollIntoView({ block: 'center' });
    } else if (before.first && first !== before.first && lastId === before.lastId) {
      el.scrollTop += el.scrollHeight - before.height; // older messages went in above
    } else if (before.atBottom) {
      el.scrollTop = el.scrollHeight;
    }
    last.current = { first, lastId, height: el.scrollHeight, atBottom: before.atBottom };
  }, [messages]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    last.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
    last.current.height = el.scrollHeight;
  };

  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
      sx={{ flex: 1, overflowY: 'auto', px: { xs: 1.5, sm: 2.5 }, py: 2 }}
    >
      {hasOlder && (
        <Box sx={{ textAlign: 'center', mb: 2 }}>
          <Button size="small" variant="outlined" onClick={onReadMore} loading={loadingOlder}>
            {t('chat.readMore')}
          </Button>
        </Box>
      )}
      {messages.length === 0 && (
        <EmptyState icon={<ChatIcon />} title={t('chat.emptyTitle')} text={t('chat.emptyText')} />
      )}
      <Box component="ul" aria-label={t('chat.history')} sx={{ m: 0, p: 0 }}>
        {messages.map((message, i) => {
          const previous = messages[i - 1];
          const newDay = !previous || format.dayKey(message.sentAt) !== format.dayKey(previous.sentAt);
          return (
            <Fragment key={message.id}>
              {newDay && (
                <Box component="li" sx={{ listStyle: 'none', my: 2 }}>
                  <Divider sx={{ typography: 'caption', color: 'text.secondary' }}>
                    {`${format.day(message.sentAt)} (${format.zone(message.sentAt)})`}
                  </Divider>
                </Box>
              )}
              <MessageBubble
                ref={message.id === found?.id ? foundAt : undefined}
                message={message}
                group={group}
                time={format.time(message.sentAt)}
                found={message.id === found?.id ? found.terms : undefined}
              />
            </Fragment>
          );
        })}
      </Box>
      {hasNewer && (
        <Box sx={{ textAlign: 'center', mt: 1 }}>
          <Button size="small" variant="outlined" onClick={onReadNewer} loading={loadingNewer}>
            {t('chat.readNewer')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
