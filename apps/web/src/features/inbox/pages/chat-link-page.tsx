import { Box } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { EmptyState } from '../../../ui/empty-state';
import { PageLoader } from '../../../ui/page-loader';
import '../catalog';
import { ChatPane } from '../components/chat-pane';
import { ChatSide } from '../components/chat-side';
import '../components/side-tabs/catalog';
import { useVerifyChatLink } from '../api/verify-chat-link';
import { type ChatLink, parseChatLink } from '../chat-link-query';

interface ChatLinkPageProps {
  channel: 'line' | 'sms';
  /** The shell's sign-in and hub checks, which run only once the link's query is well formed. */
  guard: ComponentType<{ hubId: string; children: ReactNode }>;
}

/**
 * /chat/line/{hubId}?seq=&vid=&ott= and /chat/sms/{hubId}: one conversation, opened from outside
 * the console (the CRM), without the top bar. Signed-in users only; the one-time token is checked
 * first (core.md §4: spinner, then the chat or the 403 page).
 */
export function ChatLinkPage({ channel, guard: Guard }: ChatLinkPageProps) {
  const { hubId = '' } = useParams();
  const { search } = useLocation();
  const link = parseChatLink(search);
  if (!link) return <Navigate to={PATHS.forbidden} replace />;
  return (
    <Guard hubId={hubId}>
      <Verified hubId={hubId} link={link} channel={channel} />
    </Guard>
  );
}

function Verified({ hubId, link, channel }: { hubId: string; link: ChatLink; channel: 'line' | 'sms' }) {
  const { t } = useTranslation('inboxTabs');
  const check = useVerifyChatLink(hubId, link);
  if (check.isPending) return <PageLoader fullScreen />;
  if (check.isError || !check.data.valid) return <Navigate to={PATHS.forbidden} replace />;
  if (channel === 'sms') return <EmptyState text={t('chatLink.smsUnavailable')} />;
  const { seq, vid } = link;
  return (
    <Box
      component="main"
      sx={{
        display: 'grid',
        height: '100vh',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 380px' },
        gridTemplateRows: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'minmax(0, 1fr)' },
      }}
    >
      <ChatPane hubId={hubId} seq={seq} vid={vid} />
      <Box
        component="aside"
        aria-label={t('chatLink.crm')}
        sx={{ minHeight: 0, borderLeft: { md: 1 }, borderTop: { xs: 1, md: 0 }, borderColor: 'divider' }}
      >
        <ChatSide hubId={hubId} seq={seq} vid={vid} />
      </Box>
    </Box>
  );
}
