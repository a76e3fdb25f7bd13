import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** core.md §2: the Beta mark beside a menu item. */
export function BetaChip() {
  const { t } = useTranslation('common');
  return (
    <Chip
      label={t('menu.beta')}
      size="small"
      color="primary"
      variant="outlined"
      sx={{ ml: 1.5, height: 20 }}
    />
  );
}
