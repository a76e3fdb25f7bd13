import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The Hubline mark and name. */
export function Logo({ size = 28 }: { size?: number }) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden
        sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
      >
        <rect width="32" height="32" rx="8" fill="#06C755" />
        <path d="M10 8v16M22 8v16M10 16h12" stroke="white" strokeWidth="3.5" strokeLinecap="round" />
      </Box>
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: size * 0.7, letterSpacing: '-0.02em', color: 'text.primary' }}
      >
        {t('app.name')}
      </Typography>
    </Box>
  );
}
