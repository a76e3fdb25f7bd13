import { Alert, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../ui/page-loader';
import { useVerifyToken } from '../api/verify-token';
import { AuthLinks } from '../components/auth-links';

/** The reset mail's link: check it, then continue to /auth/reset with the password session. */
export function VerifyPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const verify = useVerifyToken(email, token);

  if (verify.data?.verified) {
    return (
      <Navigate
        to={`/auth/reset?session=${encodeURIComponent(verify.data.sessionId)}`}
        state={{ notice: verify.data.msg }}
        replace
      />
    );
  }
  const failure =
    !email || !token
      ? t('auth.reset.invalidToken', { ns: 'server' })
      : (verify.error?.message ?? verify.data?.msg);
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('verify.title')}
      </Typography>
      {failure ? (
        <>
          <Alert severity="error">{failure}</Alert>
          <AuthLinks requestNew />
        </>
      ) : (
        <>
          <Typography color="text.secondary">{t('verify.checking')}</Typography>
          <PageLoader />
        </>
      )}
    </Box>
  );
}
