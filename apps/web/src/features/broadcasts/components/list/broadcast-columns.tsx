import { type Broadcast, type BroadcastTab, shownBroadcastDate } from '@hubline/contract';
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useFormatDate } from '../../../../i18n/format';
import { useSession } from '../../../../lib/session';
import type { LibraryColumn } from '../../../../ui/folder-library/library-table';
import { broadcastPath } from '../../paths';
import { StatusChip } from './status-chip';

/** messaging.md §3 default columns (name, broadcast date, number of broadcasts, updated), the status, and why a failed one needs review. */
export function useBroadcastColumns(tab: BroadcastTab): LibraryColumn<Broadcast>[] {
  const { t } = useTranslation('broadcasts');
  const { hubId = '' } = useParams();
  const format = useFormatDate(useSession().timezone);
  const nowrap = { whiteSpace: 'nowrap' } as const;
  const failure: LibraryColumn<Broadcast>[] =
    tab === 'failure'
      ? [
          {
            key: 'failureReason',
            header: t('table.failureReason'),
            cell: (item) => item.failureText ?? '—',
            sx: { minWidth: 200, color: 'error.main' },
          },
        ]
      : [];
  return [
    {
      key: 'name',
      header: t('table.name'),
      cell: (item) => (
        <Link
          component={RouterLink}
          to={broadcastPath(hubId, item.id)}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {item.name}
        </Link>
      ),
      sx: { minWidth: 220, overflowWrap: 'anywhere' },
    },
    {
      key: 'status',
      header: t('table.status'),
      cell: (item) => <StatusChip status={item.status} />,
      sx: nowrap,
    },
    ...failure,
    {
      key: 'broadcastDate',
      header: t('table.broadcastDate'),
      cell: (item) => {
        const date = shownBroadcastDate(item);
        return date ? format.dateTime(date) : '—';
      },
      sx: nowrap,
    },
    {
      key: 'numberOfBroadcasts',
      header: t('table.numberOfBroadcasts'),
      align: 'right',
      cell: (item) => item.numberOfBroadcasts.toLocaleString(),
      sx: { fontVariantNumeric: 'tabular-nums' },
    },
    {
      key: 'updatedAt',
      header: t('table.updatedAt'),
      cell: (item) => format.dateTime(item.updatedAt),
      sx: nowrap,
    },
  ];
}
