import { Alert, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../ui/page-loader';
import { usePasswordSession } from '../api/get-password-session';
import { AuthLinks } from '../components/auth-links';
import { NewPasswordForm } from '../components/new-password-form';
import { Notice } from '../components/notice';

/** /auth/reset?session=id: a new password for the account the password session belongs to. */
export function ResetPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const session = usePasswordSession(sessionId);
  const failure = !sessionId ? t('auth.reset.invalidToken', { ns: 'server' }) : session.error?.message;

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        {t('reset.title')}
      </Typography>
      {failure ? (
        <>
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
          <AuthLinks requestNew />
        </>
      ) : !session.isSuccess ? (
        <PageLoader />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
            {t('reset.account', { email: session.data.email })}
          </Typography>
          <Notice />
          <NewPasswordForm email={session.data.email} sessionId={sessionId} />
          <AuthLinks />
        </>
      )}
    </Box>
  );
}
