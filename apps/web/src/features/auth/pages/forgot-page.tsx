import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLinks } from '../components/auth-links';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPage() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const emailError = !submitted
    ? undefined
    : !email.trim()
      ? t('validation.required', { ns: 'server' })
      : !EMAIL.test(email.trim())
        ? t('validation.email', { ns: 'server' })
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (email.trim() && EMAIL.test(email.trim())) forgot.mutate(email.trim());
  };

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        {t('forgot.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('forgot.text')}
      </Typography>
      {forgot.isSuccess ? (
        <Alert severity="success">{forgot.data.msg}</Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
          {forgot.isError && <Alert severity="error">{forgot.error.message}</Alert>}
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            autoFocus
            size="medium"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(emailError)}
            helperText={emailError}
          />
          <Button type="submit" variant="contained" size="large" loading={forgot.isPending}>
            {t('forgot.submit')}
          </Button>
        </Box>
      )}
      <AuthLinks />
    </Box>
  );
}
