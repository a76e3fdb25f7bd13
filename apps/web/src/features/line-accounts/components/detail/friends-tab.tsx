import type { LineAccount } from '@hubline/contract';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import { Card, Divider, LinearProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { type FriendStatus, useLineFriends } from '../../../../lib/api/line-friends';
import { useSession } from '../../../../lib/session';
import { EmptyState } from '../../../../ui/empty-state';
import { ErrorState } from '../../../../ui/error-state';
import { PageSkeleton } from '../../../../ui/page-skeleton';
import { TablePager } from '../../../../ui/table-pager';
import { useDebouncedValue } from '../../../../ui/use-debounced-value';
import { useImportFriends } from '../../api/import-friends';
import { lineAccountPath } from '../../paths';
import { FriendsTable } from './friends-table';
import { FriendsToolbar } from './friends-toolbar';

/** The account's LINE users; the page is in the address (/friends/{page}), the filters are local. */
export function FriendsTab({ account, page }: { account: LineAccount; page: number }) {
  const { t } = useTranslation('lineAccounts');
  const { hubId = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<FriendStatus>('all');
  const [limit, setLimit] = useState(25);
  const q = useDebouncedValue(search.trim(), 350);
  const friends = useLineFriends(hubId, account.id, { q, status, page: page - 1, limit });
  const importFriends = useImportFriends(hubId);
  const toPage = (next: number) => void navigate(lineAccountPath(hubId, account.id, 'friends', next));
  const filtered = q !== '' || status !== 'all' || page > 1;
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
      {friends.isSuccess && friends.data.items.length > 0 && <FriendsTable items={friends.data.items} />}
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
    </Card>
  );
}
