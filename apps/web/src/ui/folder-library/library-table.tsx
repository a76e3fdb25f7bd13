import {
  Checkbox,
  type SxProps,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../table-scroll';
import { pageSelection } from './folder-rules';

/** One column of a kind's table: its header and what each row shows in it. */
export interface LibraryColumn<Item> {
  key: string;
  header: string;
  align?: 'right';
  cell: (item: Item) => ReactNode;
  /** The cells' styles (width, wrapping, colour). */
  sx?: SxProps<Theme>;
}

interface LibraryTableProps<Item extends { id: string; name: string }> {
  items: readonly Item[];
  columns: readonly LibraryColumn<Item>[];
  /** The header checkbox's accessible name, in the kind's words. */
  selectPageLabel: string;
  selected: ReadonlySet<string>;
  onToggle: (ids: string[], on: boolean) => void;
}

/** The page's items in the kind's columns, each row with its checkbox and the page's in the header. */
export function LibraryTable<Item extends { id: string; name: string }>({
  items,
  columns,
  selectPageLabel,
  selected,
  onToggle,
}: LibraryTableProps<Item>) {
  const { t } = useTranslation('common');
  const ids = items.map((item) => item.id);
  const page = pageSelection(selected, ids);
  return (
    <TableScroll>
      <Table size="small">
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={page === 'all'}
                indeterminate={page === 'some'}
                onChange={(event) => onToggle(ids, event.target.checked)}
                slotProps={{ input: { 'aria-label': selectPageLabel } }}
              />
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align}>
                {column.header}
              </TableCell>
            ))}
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
                    slotProps={{ input: { 'aria-label': t('folders.select', { name: item.name }) } }}
                  />
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={column.sx}>
                    {column.cell(item)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
