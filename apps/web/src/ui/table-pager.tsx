import { TABLE_PAGE_SIZES } from '@hubline/contract';
import { Box, MenuItem, Pagination, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface TablePagerProps {
  /** One-based. */
  page: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** core.md §9: page sizes 25, 50, 100; the pager shows 5 pages with 2 margin pages. */
export function TablePager({ page, total, limit, onPage, onLimit }: TablePagerProps) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / limit));
  // A page past the end (an old address, rows gone since) reads as the last one, never "26–5 of 5".
  const current = Math.min(page, pages);
  const from = total === 0 ? 0 : (current - 1) * limit + 1;
  const to = Math.min(total, current * limit);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        flexWrap: 'wrap',
        px: 2,
        py: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          label={t('pager.rows')}
          value={limit}
          onChange={(event) => onLimit(Number(event.target.value))}
          sx={{ width: 120 }}
        >
          {TABLE_PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          {t('pager.range', { from, to, total })}
        </Typography>
      </Box>
      <Pagination
        count={pages}
        page={current}
        onChange={(_event, value) => onPage(value)}
        siblingCount={2}
        boundaryCount={2}
        color="primary"
        shape="rounded"
        getItemAriaLabel={(type, item, selected) => {
          if (type === 'page') return t(selected ? 'pager.current' : 'pager.page', { page: item ?? 0 });
          return t(type === 'next' || type === 'last' ? 'pager.next' : 'pager.previous');
        }}
      />
    </Box>
  );
}
