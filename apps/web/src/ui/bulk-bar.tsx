import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface BulkBarProps {
  count: number;
  onClear: () => void;
  /** The actions on the selected rows. */
  children: ReactNode;
}

/** core.md §4: selected rows show a count bar with the actions that apply to them. */
export function BulkBar({ count, onClear, children }: BulkBarProps) {
  const { t } = useTranslation('common');
  if (count === 0) return null;
  return (
    <Box
      role="region"
      aria-label={t('bulk.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        px: 2,
        py: 1,
        bgcolor: 'action.selected',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
        {t('bulk.selected', { count })}
      </Typography>
      {children}
      <Box sx={{ flex: 1 }} />
      <Button size="small" onClick={onClear}>
        {t('bulk.clear')}
      </Button>
    </Box>
  );
}
