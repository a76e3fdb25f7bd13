import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../ui/logo';

interface StatusPageProps {
  code?: string;
  title: string;
  text: string;
  action?: ReactNode;
}

/** A full-page message: 404, 403 or an unexpected failure. */
export function StatusPage({ code, title, text, action }: StatusPageProps) {
  const { t } = useTranslation('common');
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, bgcolor: 'background.default' }}
    >
      <Box sx={{ textAlign: 'center', maxWidth: 480 }}>
        <Box sx={{ mb: 4 }}>
          <Logo />
        </Box>
        {code && (
          <Typography
            sx={{ fontSize: 72, fontWeight: 800, color: 'primary.light', lineHeight: 1 }}
            aria-hidden
          >
            {code}
          </Typography>
        )}
        <Typography variant="h1" sx={{ mt: 2 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {text}
        </Typography>
        {action ?? (
          <Button variant="contained" component={RouterLink} to="/">
            {t('action.backHome')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
