import type { Broadcast, BroadcastTab } from '@hubline/contract';
import { Box, Checkbox, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useFormatDate } from '../../../../i18n/format';
import { useSession } from '../../../../lib/session';
import { broadcastPath } from '../../paths';
import { pageSelection } from './selection-rules';
import { StatusChip } from './status-chip';

interface BroadcastsTableProps {
  items: Broadcast[];
  tab: BroadcastTab;
  selected: ReadonlySet<string>;
  onToggle: (ids: string[], on: boolean) => void;
}

/** messaging.md §3 default columns (name, broadcast date, number of broadcasts, updated), the status, and why a failed one needs review. */
export function BroadcastsTable({ items, tab, selected, onToggle }: BroadcastsTableProps) {
  const { t } = useTranslation('broadcasts');
  const { hubId = '' } = useParams();
  const format = useFormatDate(useSession().timezone);
  const ids = items.map((item) => item.id);
  const page = pageSelection(selected, ids);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={page === 'all'}
                indeterminate={page === 'some'}
                onChange={(event) => onToggle(ids, event.target.checked)}
                slotProps={{ input: { 'aria-label': t('table.selectPage') } }}
              />
            </TableCell>
            <TableCell>{t('table.name')}</TableCell>
            <TableCell>{t('table.status')}</TableCell>
            {tab === 'failure' && <TableCell>{t('table.failureReason')}</TableCell>}
            <TableCell>{t('table.broadcastDate')}</TableCell>
            <TableCell align="right">{t('table.numberOfBroadcasts')}</TableCell>
            <TableCell>{t('table.updatedAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const checked = selected.has(item.id);
            return (
              <TableRow key={item.id} hover selected={checked}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={checked}
                    onChange={(event) => onToggle([item.id], event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('table.select', { name: item.name }) } }}
                  />
                </TableCell>
                <TableCell sx={{ minWidth: 220, overflowWrap: 'anywhere' }}>
                  <Link
                    component={RouterLink}
                    to={broadcastPath(hubId, item.id)}
                    underline="hover"
                    sx={{ fontWeight: 600 }}
                  >
                    {item.name}
                  </Link>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <StatusChip status={item.status} />
                </TableCell>
                {tab === 'failure' && (
                  <TableCell sx={{ minWidth: 200, color: 'error.main' }}>{item.failureText ?? '—'}</TableCell>
                )}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {item.broadcastDate ? format.dateTime(item.broadcastDate) : '—'}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {item.numberOfBroadcasts.toLocaleString()}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(item.updatedAt)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
