import { Box, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths';

/** "Back to sign in" (and optionally "Request a new link") under an auth form. */
export function AuthLinks({ requestNew = false }: { requestNew?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mt: 3 }}>
      <Link component={RouterLink} to={PATHS.login} variant="body2">
        {t('link.backToLogin')}
      </Link>
      {requestNew && (
        <Link component={RouterLink} to={PATHS.forgot} variant="body2">
          {t('link.requestNew')}
        </Link>
      )}
    </Box>
  );
}
