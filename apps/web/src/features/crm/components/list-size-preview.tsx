import type { CrmFilter } from '@hubline/contract';
import { CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { usePreviewList } from '../api/preview-list';

/** How many contacts the filters match now, counted again (debounced) as they change. */
export function ListSizePreview({ filters }: { filters: CrmFilter[] }) {
  const { t } = useTranslation('crm');
  const { hubId = '' } = useParams();
  const settled = useDebouncedValue(filters, 400);
  const preview = usePreviewList(hubId, settled);
  const counting = preview.isFetching || settled !== filters;

  let text = t('preview.noFilters');
  if (filters.length > 0 && preview.isError) text = preview.error.message;
  else if (filters.length > 0 && preview.data) text = t('preview.size', { count: preview.data.size });
  else if (filters.length > 0) text = t('preview.counting');

  return (
    <Typography
      role="status"
      aria-live="polite"
      variant="body2"
      color={preview.isError ? 'error' : 'text.secondary'}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 24 }}
    >
      {text}
      {counting && filters.length > 0 && <CircularProgress size={14} aria-hidden />}
    </Typography>
  );
}
