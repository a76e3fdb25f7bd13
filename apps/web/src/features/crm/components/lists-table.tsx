import type { CrmList } from '@hubline/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { IconButton, Link, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useFormatDate } from '../../../i18n/format';
import { TableScroll } from '../../../ui/table-scroll';
import { listPath } from '../paths';
import { ListKindChip } from './list-kind-chip';

/** One row per list: its name (opens it), kind, size and creation date; a delete button. */
export function ListsTable({ items, onDelete }: { items: CrmList[]; onDelete: (list: CrmList) => void }) {
  const { t } = useTranslation('crm');
  const { hubId = '' } = useParams();
  const format = useFormatDate();
  return (
    <TableScroll>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('lists.name')}</TableCell>
            <TableCell>{t('lists.kind')}</TableCell>
            <TableCell align="right">{t('lists.size')}</TableCell>
            <TableCell>{t('lists.createdAt')}</TableCell>
            <TableCell padding="checkbox" />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((list) => (
            <TableRow key={list.id} hover>
              <TableCell sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>
                <Link
                  component={RouterLink}
                  to={listPath(hubId, list.id)}
                  underline="hover"
                  sx={{ fontWeight: 600 }}
                >
                  {list.name}
                </Link>
              </TableCell>
              <TableCell>
                <ListKindChip kind={list.kind} />
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {list.size.toLocaleString()}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(list.createdAt)}</TableCell>
              <TableCell padding="checkbox">
                <Tooltip title={t('lists.delete', { name: list.name })}>
                  <IconButton
                    aria-label={t('lists.delete', { name: list.name })}
                    onClick={() => onDelete(list)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
