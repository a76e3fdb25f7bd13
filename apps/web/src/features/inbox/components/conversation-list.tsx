import type { InboxFilter } from '@hubline/contract';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, List } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { useConversations } from '../api/get-conversations';
import { ConversationFilters } from './conversation-filters';
import { ConversationRow } from './conversation-row';

/** The left column: filters, search, and the account's conversations (additive paging). */
export function ConversationList({
  hubId,
  seq,
  activeVid,
}: {
  hubId: string;
  seq: number;
  activeVid?: string;
}) {
  const { t } = useTranslation('inbox');
  const [status, setStatus] = useState<InboxFilter>('all');
  const [search, setSearch] = useState('');
  const list = useConversations(hubId, seq, status, search);
  const users = list.data?.pages.flatMap((page) => page.lineUsers) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;

  return (
    <Box
      component="nav"
      aria-label={t('list.label')}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      <ConversationFilters
        status={status}
        unread={unread}
        onStatus={setStatus}
        // The same words again (past the throttle) ask the server again: new messages may match now.
        onSearch={(words) => (words === search ? void list.refetch() : setSearch(words))}
      />
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {list.isPending && <PageLoader />}
        {list.isError && <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />}
        {list.isSuccess &&
          users.length === 0 &&
          (search ? (
            <EmptyState icon={<SearchOffIcon />} text={t('list.noResults', { words: search })} />
          ) : (
            <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} />
          ))}
        {users.length > 0 && (
          <List disablePadding>
            {users.map((user) => (
              <ConversationRow
                key={user.vid}
                hubId={hubId}
                user={user}
                active={user.vid === activeVid}
                search={search}
              />
            ))}
          </List>
        )}
        {list.hasNextPage && (
          <Box sx={{ textAlign: 'center', py: 1.5 }}>
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t('list.loadMore')}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
