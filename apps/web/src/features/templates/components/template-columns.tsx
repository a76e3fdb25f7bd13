import type { Template } from '@hubline/contract';
import { Chip, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../i18n/format';
import { useInboxAccounts } from '../../../lib/api/inbox-accounts';
import { useSession } from '../../../lib/session';
import type { LibraryColumn } from '../../../ui/folder-library/library-table';

/** Name (opens the editor), status, owner accounts, the body's start and when it changed. */
export function useTemplateColumns(
  hubId: string,
  onEdit: (template: Template) => void,
): LibraryColumn<Template>[] {
  const { t } = useTranslation('templates');
  const format = useFormatDate(useSession().timezone);
  const accounts = useInboxAccounts(hubId).data?.accounts ?? [];
  const accountName = (id: string) => accounts.find((account) => account.id === id)?.name;
  return [
    {
      key: 'name',
      header: t('table.name'),
      cell: (item) => (
        <Link
          component="button"
          underline="hover"
          onClick={() => onEdit(item)}
          sx={{ fontWeight: 600, textAlign: 'left' }}
        >
          {item.name}
        </Link>
      ),
      sx: { minWidth: 180, overflowWrap: 'anywhere' },
    },
    {
      key: 'status',
      header: t('table.status'),
      cell: (item) => (
        <Chip
          size="small"
          color={item.status === 'enabled' ? 'success' : 'default'}
          label={item.status === 'enabled' ? t('status.enabled') : t('status.disabled')}
        />
      ),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      key: 'accounts',
      header: t('table.accounts'),
      // An owner account removed since is left out.
      cell: (item) => item.accountIds.map(accountName).filter(Boolean).join(', ') || '—',
      sx: { minWidth: 140 },
    },
    {
      key: 'body',
      header: t('table.body'),
      cell: (item) => item.body,
      sx: {
        maxWidth: 360,
        color: 'text.secondary',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      },
    },
    {
      key: 'updatedAt',
      header: t('table.updatedAt'),
      cell: (item) => format.dateTime(item.updatedAt),
      sx: { whiteSpace: 'nowrap' },
    },
  ];
}
