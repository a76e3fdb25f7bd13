import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { HubGuard } from '../../../app/layouts/hub-guard';
import { SignedIn } from '../../../app/layouts/signed-in';
import { PATHS } from '../../../lib/paths';
import { EmptyState } from '../../../ui/empty-state';
import { PageLoader } from '../../../ui/page-loader';
import '../../inbox/catalog';
import { ChatPane } from '../../inbox/components/chat-pane';
import { ChatSide } from '../../inbox/components/chat-side';
import '../../inbox/components/side-tabs/catalog';
import { useVerifyChatLink } from '../api/verify-chat-link';
import { type ChatLink, parseChatLink } from '../link-query';

/**
 * /chat/line/{hubId}?seq=&vid=&ott= and /chat/sms/{hubId}: one conversation, opened from outside
 * the console (the CRM), without the top bar. Signed-in users only; the one-time token is checked
 * first (core.md §4: spinner, then the chat or the 403 page).
 */
export function ChatLinkPage({ channel }: { channel: 'line' | 'sms' }) {
  const { hubId = '' } = useParams();
  const { search } = useLocation();
  const link = parseChatLink(search);
  if (!link) return <Navigate to={PATHS.forbidden} replace />;
  return (
    <SignedIn>
      <HubGuard hubId={hubId}>
        <Verified hubId={hubId} link={link} channel={channel} />
      </HubGuard>
    </SignedIn>
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
