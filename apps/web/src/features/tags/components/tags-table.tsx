import type { Tag } from '@hubline/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import {
  Box,
  Checkbox,
  Chip,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../i18n/format';
import { TableScroll } from '../../../ui/table-scroll';

interface TagsTableProps {
  items: Tag[];
  accountNames: Map<string, string>;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onRename: (tag: Tag) => void;
  onDelete: (tag: Tag) => void;
}

/** One row per tag: its name, its LINE account, how many friends carry it, and when it changed. */
export function TagsTable({ items, accountNames, selected, onSelect, onRename, onDelete }: TagsTableProps) {
  const { t } = useTranslation('tags');
  const format = useFormatDate();
  const chosen = items.filter((tag) => selected.has(tag.id)).length;
  return (
    <TableScroll>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={chosen > 0 && chosen === items.length}
                indeterminate={chosen > 0 && chosen < items.length}
                onChange={(event) =>
                  onSelect(
                    items.map((tag) => tag.id),
                    event.target.checked,
                  )
                }
                slotProps={{ input: { 'aria-label': t('table.selectAll') } }}
              />
            </TableCell>
            <TableCell>{t('table.tag')}</TableCell>
            <TableCell>{t('table.account')}</TableCell>
            <TableCell align="right">{t('table.friends')}</TableCell>
            <TableCell>{t('table.updatedAt')}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
                {t('table.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((tag) => (
            <TableRow key={tag.id} hover selected={selected.has(tag.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(tag.id)}
                  onChange={(event) => onSelect([tag.id], event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('table.select', { tag: tag.tag }) } }}
                />
              </TableCell>
              <TableCell>
                <Chip size="small" icon={<LocalOfferOutlinedIcon />} label={tag.tag} sx={{ maxWidth: 320 }} />
              </TableCell>
              <TableCell>{accountNames.get(tag.lineAccountId) ?? '—'}</TableCell>
              <TableCell align="right">{tag.friends.toLocaleString()}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(tag.updatedAt)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t('action.rename')}>
                  <IconButton
                    aria-label={t('action.renameTag', { tag: tag.tag })}
                    onClick={() => onRename(tag)}
                  >
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('action.delete')}>
                  <IconButton
                    aria-label={t('action.deleteTag', { tag: tag.tag })}
                    onClick={() => onDelete(tag)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
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
