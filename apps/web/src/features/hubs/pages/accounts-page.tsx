import { Button, Card, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { homePath } from '../../../lib/paths';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { PlanChip } from '../../../ui/plan-chip';
import { TableScroll } from '../../../ui/table-scroll';
import { useAccounts } from '../api/get-accounts';

/** The hubs the user belongs to; choosing another one switches to it (the layout's hub guard does it). */
export function AccountsPage() {
  const { t } = useTranslation('hubs');
  const { hubId: currentHubId } = useParams();
  const navigate = useNavigate();
  const accounts = useAccounts();

  return (
    <>
      <PageHeader title={t('accounts.title')} subtitle={t('accounts.subtitle')} />
      <Card>
        {accounts.isPending && <PageSkeleton shape="list" />}
        {accounts.isError && (
          <ErrorState message={accounts.error.message} onRetry={() => void accounts.refetch()} />
        )}
        {accounts.isSuccess && accounts.data.accounts.length === 0 && (
          <EmptyState text={t('accounts.empty')} />
        )}
        {accounts.isSuccess && accounts.data.accounts.length > 0 && (
          <TableScroll>
            <Table>
              <TableHead>
                <TableRow>
                  <TableCell>{t('accounts.name')}</TableCell>
                  <TableCell>{t('accounts.hubId')}</TableCell>
                  <TableCell>{t('accounts.plan')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {accounts.data.accounts.map((hub) => {
                  const current = hub.hubId === currentHubId;
                  return (
                    <TableRow key={hub.hubId} selected={current}>
                      <TableCell sx={{ fontWeight: 600 }}>{hub.name}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{hub.hubId}</TableCell>
                      <TableCell>
                        <PlanChip plan={hub.subscription} />
                      </TableCell>
                      <TableCell align="right">
                        {current ? (
                          <Chip label={t('accounts.current')} color="primary" size="small" />
                        ) : (
                          <Button
                            size="small"
                            variant="outlined"
                            onClick={() => void navigate(homePath(hub.hubId))}
                          >
                            {t('accounts.switch')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableScroll>
        )}
      </Card>
    </>
  );
}
