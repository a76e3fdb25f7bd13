import { Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

const CODE = /^\d{6}$/;

/** The second sign-in step: the code from the authenticator app. */
export function TwoFactorStep({
  busy,
  onSubmit,
  onBack,
}: {
  busy: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = submitted && !CODE.test(code) ? t('validation.invalid', { ns: 'server' }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (CODE.test(code)) onSubmit(code);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={t('twoFactor.code')}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        error={Boolean(error)}
        helperText={error}
        autoComplete="one-time-code"
        autoFocus
        size="medium"
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 6, style: { letterSpacing: '0.4em', fontSize: 20 } },
        }}
      />
      <Button type="submit" variant="contained" size="large" loading={busy}>
        {t('twoFactor.submit')}
      </Button>
      <Button onClick={onBack}>{t('twoFactor.back')}</Button>
    </Box>
  );
}
