import ForumIcon from '@mui/icons-material/ForumOutlined';
import { Box, Card } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { ChatPane } from './chat-pane';
import { ChatSide } from './chat-side';
import { ChatSideDrawer } from './chat-side-drawer';
import { ConversationList } from './conversation-list';
import { useFillHeight } from './use-fill-height';

const column = { minHeight: 0, height: '100%', overflow: 'hidden' } as const;

/**
 * List | chat | CRM side tabs. Narrow screens show one column: the list, or the open chat
 * (its header leads back); below the three-column width the side tabs open in a drawer.
 */
export function InboxLayout({ hubId, seq, vid }: { hubId: string; seq: number; vid?: string }) {
  const { t } = useTranslation('inbox');
  const fill = useFillHeight<HTMLDivElement>(16, 420);
  const [detailsOpen, setDetailsOpen] = useState(false);
  return (
    <Card
      ref={fill.ref}
      sx={{
        display: 'grid',
        gridTemplateColumns: vid
          ? {
              xs: '1fr',
              md: '320px minmax(0, 1fr)',
              lg: '320px minmax(0, 1fr) 320px',
              xl: '340px minmax(0, 1fr) 380px',
            }
          : { xs: '1fr', md: '320px minmax(0, 1fr)', xl: '340px minmax(0, 1fr)' },
        height: fill.height ?? 600,
      }}
    >
      <Box
        sx={{
          ...column,
          borderRight: { md: 1 },
          borderColor: { md: 'divider' },
          display: { xs: vid ? 'none' : 'block', md: 'block' },
        }}
      >
        <ConversationList hubId={hubId} seq={seq} activeVid={vid} />
      </Box>
      <Box sx={{ ...column, display: { xs: vid ? 'block' : 'none', md: 'block' } }}>
        {vid ? (
          <ChatPane key={vid} hubId={hubId} seq={seq} vid={vid} onShowDetails={() => setDetailsOpen(true)} />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
            <EmptyState icon={<ForumIcon />} text={t('chat.choose')} />
          </Box>
        )}
      </Box>
      {vid && (
        <Box
          component="aside"
          aria-label={t('side.label')}
          sx={{ ...column, borderLeft: 1, borderColor: 'divider', display: { xs: 'none', lg: 'block' } }}
        >
          <ChatSide hubId={hubId} seq={seq} vid={vid} />
        </Box>
      )}
      {vid && (
        <ChatSideDrawer
          hubId={hubId}
          seq={seq}
          vid={vid}
          open={detailsOpen}
          onClose={() => setDetailsOpen(false)}
        />
      )}
    </Card>
  );
}
