import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../ui/qr-code';
import { TwoFactorCodeForm } from './two-factor-code-form';

/** The secret from an otpauth:// address, grouped by four for typing. */
function secretOf(otpauthUrl: string): string {
  try {
    const secret = new URL(otpauthUrl).searchParams.get('secret') ?? '';
    return secret.replace(/(.{4})/g, '$1 ').trim();
  } catch {
    return '';
  }
}

export function TwoFactorEnrollment({ otpauthUrl, onDone }: { otpauthUrl: string; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const secret = secretOf(otpauthUrl);
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <QrCode value={otpauthUrl} label={t('twoFactor.qrAlt')} />
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('twoFactor.scan')}
        </Typography>
        {secret && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('twoFactor.secret')}
            </Typography>
            <Typography
              sx={{
                fontFamily: 'monospace',
                fontSize: 15,
                mb: 2,
                overflowWrap: 'anywhere',
                userSelect: 'all',
              }}
            >
              {secret}
            </Typography>
          </>
        )}
        <TwoFactorCodeForm turnOn submitLabel={t('twoFactor.confirmOn')} onDone={onDone} />
      </Box>
    </Box>
  );
}
