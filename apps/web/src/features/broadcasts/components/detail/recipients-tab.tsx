import { RECIPIENT_STATUSES, type RecipientStatus } from '@hubline/contract';
import {
  Box,
  Button,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useFormatDate } from '../../../../i18n/format';
import { useSession } from '../../../../lib/session';
import { EmptyState } from '../../../../ui/empty-state';
import { ErrorState } from '../../../../ui/error-state';
import { PageSkeleton } from '../../../../ui/page-skeleton';
import { TablePager } from '../../../../ui/table-pager';
import { type RecipientFilter, useRecipients } from '../../api/get-recipients';
import { broadcastPath } from '../../paths';
import { filterOfSegment, filterSegment } from '../../rules/recipient-filter';
import { dayRangeUtc } from '../../rules/schedule-time';
import { type DayRange, DayRangeFields } from './day-range-fields';
import { RecipientsListDialog } from './recipients-list-dialog';

const STATUS_KEYS: Record<RecipientStatus, string> = {
  pending: 'recipientStatus.pending',
  sent: 'recipientStatus.sent',
  failed: 'recipientStatus.failed',
  skipped: 'recipientStatus.skipped',
};
const COLUMNS = [
  'recipients.name',
  'recipients.time',
  'recipients.contactId',
  'recipients.lineUserId',
  'recipients.listName',
  'recipients.status',
  'recipients.error',
  'recipients.clicked',
];

/** Who it went to, filtered by status in the address (/recipients/{filter}); an unknown filter shows all. */
export function RecipientsTab() {
  const { hubId = '', id = '', filter: segment } = useParams();
  const filter = filterOfSegment(segment);
  if (!filter) return <Navigate to={broadcastPath(hubId, id, 'recipients')} replace />;
  return <RecipientsOf filter={filter} />;
}

function RecipientsOf({ filter }: { filter: RecipientFilter }) {
  const { t } = useTranslation('broadcastComposer');
  const { hubId = '', id = '' } = useParams();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const { timezone } = useSession();
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  const recipients = useRecipients(hubId, id, filter, {
    page: page - 1,
    limit,
    ...dayRangeUtc(range.from, range.to, timezone),
  });
  const format = useFormatDate(timezone);
  const [creating, setCreating] = useState(false);
  // Reasons are codes of the server's catalogue; anything else is shown as LINE gave it.
  const reason = (text: string | null) =>
    text?.startsWith('broadcast.') ? t(text, { ns: 'server' }) : (text ?? '');

  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('recipients.filter')}
          value={filter}
          onChange={(event) => {
            setPage(1);
            navigate(
              broadcastPath(hubId, id, 'recipients', filterSegment(event.target.value as RecipientFilter)),
            );
          }}
          fullWidth={false}
          sx={{ width: 200 }}
        >
          <MenuItem value="all">{t('recipientStatus.all')}</MenuItem>
          {RECIPIENT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(STATUS_KEYS[status])}
            </MenuItem>
          ))}
        </TextField>
        <DayRangeFields
          value={range}
          onChange={(next) => {
            setPage(1);
            setRange(next);
          }}
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={() => setCreating(true)}>
          {t('recipients.createList')}
        </Button>
      </Box>
      {recipients.isPending && <PageSkeleton shape="rows" />}
      {recipients.isError && (
        <ErrorState message={recipients.error.message} onRetry={() => void recipients.refetch()} />
      )}
      {recipients.isSuccess && recipients.data.items.length === 0 && (
        <EmptyState text={t('recipients.empty')} />
      )}
      {recipients.isSuccess && recipients.data.items.length > 0 && (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label={t('detail.tab.recipients')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((key) => (
                  <TableCell key={key} sx={{ whiteSpace: 'nowrap' }}>
                    {t(key)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {recipients.data.items.map((row) => (
                <TableRow key={row.lineUserId}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.time ? format.dateTime(row.time) : ''}
                  </TableCell>
                  <TableCell>{row.contactId ?? ''}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>
                    {row.lineUserId}
                  </TableCell>
                  <TableCell>{row.listName ?? ''}</TableCell>
                  <TableCell>{t(STATUS_KEYS[row.status])}</TableCell>
                  <TableCell>{reason(row.errorReason)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.clickedAt ? format.dateTime(row.clickedAt) : ''}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePager
            page={page}
            total={recipients.data.total}
            limit={limit}
            onPage={setPage}
            onLimit={(next) => {
              setLimit(next);
              setPage(1);
            }}
          />
        </TableContainer>
      )}
      {creating && <RecipientsListDialog initial={range} onClose={() => setCreating(false)} />}
    </>
  );
}
