import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorState } from '../../../ui/error-state';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { ToNotFound } from '../../../ui/to-not-found';
import { useLineAccount } from '../api/get-line-account';
import { AccountHeader } from '../components/detail/account-header';
import { AccountTab } from '../components/detail/account-tab';
import { DEFAULT_TAB, isLineAccountTab, LINE_ACCOUNT_TABS, lineAccountPath, TAB_LABEL_KEYS } from '../paths';

const DESTRUCTIVE_TAB = { color: 'error.main', '&.Mui-selected': { color: 'error.main' } } as const;

/** /line/accounts/{id}[/{tab}[/{page}]]: the account's header and its URL-driven tabs. */
export function LineAccountPage() {
  const { t } = useTranslation('lineAccounts');
  const { hubId = '', id = '', tab = DEFAULT_TAB, page } = useParams();
  const account = useLineAccount(hubId, id);
  const pageNumber = page === undefined ? 1 : Number(page);
  // Only the friends tab has pages; anything else is an unknown address.
  if (!isLineAccountTab(tab) || (page !== undefined && (tab !== 'friends' || !/^[1-9]\d*$/.test(page))))
    return <ToNotFound />;

  if (account.isPending) return <PageSkeleton shape="detail" header />;
  if (account.isError) {
    if (account.error.status === 404) return <ToNotFound />;
    return <ErrorState message={account.error.message} onRetry={() => void account.refetch()} />;
  }
  return (
    <>
      <AccountHeader hubId={hubId} account={account.data} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('detail.tabs')}
          // A destructive tab stays red when selected, underline included; the theme's green would say "go".
          slotProps={{ indicator: { sx: tab === 'delete' ? { bgcolor: 'error.main' } : undefined } }}
        >
          {LINE_ACCOUNT_TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(TAB_LABEL_KEYS[value])}
              component={RouterLink}
              to={lineAccountPath(hubId, id, value)}
              sx={value === 'delete' ? DESTRUCTIVE_TAB : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <AccountTab tab={tab} account={account.data} page={pageNumber} />
    </>
  );
}
