import { type FriendTag, isPermitted, type LineAccount } from '@hubline/contract';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import { Button, Card, Divider, LinearProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { type FriendStatus, useLineFriends } from '../../../../lib/api/line-friends';
import { useSession } from '../../../../lib/session';
import { BulkBar } from '../../../../ui/bulk-bar';
import { EmptyState } from '../../../../ui/empty-state';
import { ErrorState } from '../../../../ui/error-state';
import { PageSkeleton } from '../../../../ui/page-skeleton';
import { TablePager } from '../../../../ui/table-pager';
import { TagFilter } from '../../../../ui/tags/tag-filter';
import { useDebouncedValue } from '../../../../ui/use-debounced-value';
import { useIdSelection } from '../../../../ui/use-id-selection';
import { useImportFriends } from '../../api/import-friends';
import { lineAccountPath } from '../../paths';
import { FriendsTable } from './friends-table';
import { FriendsToolbar } from './friends-toolbar';
import { TagFriendsDialog } from './tag-friends-dialog';

/** The account's LINE users; the page is in the address (/friends/{page}), the filters are local. */
export function FriendsTab({ account, page }: { account: LineAccount; page: number }) {
  const { t } = useTranslation('lineAccounts');
  const { hubId = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<FriendStatus>('all');
  const [limit, setLimit] = useState(25);
  const [tag, setTag] = useState<FriendTag | null>(null);
  const q = useDebouncedValue(search.trim(), 350);
  const friends = useLineFriends(hubId, account.id, { q, status, tagId: tag?.id, page: page - 1, limit });
  const importFriends = useImportFriends(hubId);
  // Tagging is the Tags permission's: others see each friend's tags but neither filter nor change them.
  const canTag = isPermitted(session, 'permissionTags');
  const { selected, select, clear } = useIdSelection();
  const [tagging, setTagging] = useState<'tag' | 'untag' | null>(null);
  const toPage = (next: number) => {
    clear();
    void navigate(lineAccountPath(hubId, account.id, 'friends', next));
  };
  const filtered = q !== '' || status !== 'all' || tag !== null || page > 1;
  // Past the last page the server answers the last one: the address follows, as if the person went there.
  const answered = friends.isSuccess && !friends.isPlaceholderData ? friends.data.page + 1 : page;
  useEffect(() => {
    if (answered !== page)
      void navigate(lineAccountPath(hubId, account.id, 'friends', answered), { replace: true });
  }, [answered, page, navigate, hubId, account.id]);

  return (
    <Card>
      <FriendsToolbar
        search={search}
        status={status}
        importing={importFriends.isPending}
        tagFilter={
          canTag && (
            <TagFilter
              hubId={hubId}
              lineAccountId={account.id}
              value={tag}
              onChange={(value) => {
                setTag(value);
                toPage(1);
              }}
            />
          )
        }
        onSearch={(value) => {
          setSearch(value);
          if (page !== 1) toPage(1);
        }}
        onStatus={(value) => {
          setStatus(value);
          toPage(1);
        }}
        onImport={() => importFriends.mutate({ id: account.id, userEmail: session.email })}
      />
      <Divider />
      {friends.isFetching && !friends.isPending ? <LinearProgress sx={{ height: 2 }} /> : null}
      <BulkBar count={selected.size} onClear={() => clear()}>
        <Button size="small" onClick={() => setTagging('tag')}>
          {t('friends.tag', { ns: 'tags' })}
        </Button>
        <Button size="small" onClick={() => setTagging('untag')}>
          {t('friends.untag', { ns: 'tags' })}
        </Button>
      </BulkBar>
      {friends.isPending && <PageSkeleton shape="rows" />}
      {friends.isError && (
        <ErrorState message={friends.error.message} onRetry={() => void friends.refetch()} />
      )}
      {friends.isSuccess && friends.data.items.length === 0 && (
        <EmptyState
          icon={<PeopleOutlineIcon />}
          text={filtered ? t('friends.noMatch') : t('friends.empty')}
        />
      )}
      {friends.isSuccess && friends.data.items.length > 0 && (
        <FriendsTable
          items={friends.data.items}
          selection={canTag ? { selected, onSelect: select } : undefined}
        />
      )}
      {friends.isSuccess && friends.data.total > 0 && (
        <>
          <Divider />
          <TablePager
            page={page}
            total={friends.data.total}
            limit={limit}
            onPage={toPage}
            onLimit={(value) => {
              setLimit(value);
              toPage(1);
            }}
          />
        </>
      )}
      {tagging && (
        <TagFriendsDialog
          hubId={hubId}
          accountId={account.id}
          friendIds={[...selected]}
          mode={tagging}
          onDone={() => {
            setTagging(null);
            clear();
          }}
          onClose={() => setTagging(null)}
        />
      )}
    </Card>
  );
}
