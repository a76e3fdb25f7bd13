import { Box, Card, CardContent, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Logo } from '../../ui/logo';
import { PageLoader } from '../../ui/page-loader';
import { LanguageSwitcher } from './language-switcher';

/** Sign-in, password reset and link check: one centered card. */
export function AuthLayout() {
  const { t } = useTranslation('common');
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
        background: 'linear-gradient(180deg, #EAF8EF 0%, #F5F7F9 55%)',
      }}
    >
      <Box sx={{ mb: 3, textAlign: 'center' }}>
        <Logo size={36} />
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
          {t('app.tagline')}
        </Typography>
      </Box>
      <Card sx={{ width: '100%', maxWidth: 420, boxShadow: '0 8px 24px rgba(16, 24, 40, 0.06)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </CardContent>
      </Card>
      <Box sx={{ mt: 3 }}>
        <LanguageSwitcher />
      </Box>
    </Box>
  );
}
