import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Back on the left, the step's main action on the right. */
export function StepActions({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  const { t } = useTranslation('lineAccounts');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 4, flexWrap: 'wrap' }}>
      <Box>{onBack && <Button onClick={onBack}>{t('create.back')}</Button>}</Box>
      <Box sx={{ display: 'flex', gap: 1 }}>{children}</Box>
    </Box>
  );
}
