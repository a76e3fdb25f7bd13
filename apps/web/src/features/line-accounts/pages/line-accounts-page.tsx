import AddIcon from '@mui/icons-material/Add';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Box, Button, Card } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useLineAccounts } from '../../../lib/api/line-accounts';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { useLineAccountFigures } from '../api/get-line-account-figures';
import { AccountCard } from '../components/account-card';
import { createLineAccountPath } from '../paths';

/** The hub's LINE official accounts as cards; each opens its settings. */
export function LineAccountsPage() {
  const { t } = useTranslation('lineAccounts');
  const { hubId = '' } = useParams();
  const accounts = useLineAccounts(hubId);
  const figures = useLineAccountFigures(hubId);
  const figuresOf = (id: string) => figures.data?.items.find((item) => item.id === id);
  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      component={RouterLink}
      to={createLineAccountPath(hubId)}
    >
      {t('list.add')}
    </Button>
  );
  const items = accounts.data?.items ?? [];

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={items.length > 0 && addButton}
      />
      {accounts.isPending && <PageSkeleton shape="cards" />}
      {accounts.isError && (
        <ErrorState message={accounts.error.message} onRetry={() => void accounts.refetch()} />
      )}
      {accounts.isSuccess && items.length === 0 && (
        <Card>
          <EmptyState
            icon={<ForumOutlinedIcon />}
            title={t('list.emptyTitle')}
            text={t('list.emptyText')}
            action={addButton}
          />
        </Card>
      )}
      {items.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
          }}
        >
          {items.map((account) => (
            <li key={account.id}>
              <AccountCard
                hubId={hubId}
                account={account}
                figures={figuresOf(account.id)}
                figuresLoading={figures.isPending}
              />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
