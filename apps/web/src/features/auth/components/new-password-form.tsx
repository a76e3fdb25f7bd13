import { PASSWORD_RULE } from '@hubline/contract';
import { Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useResetPassword } from '../api/reset-password';

/** New password and its confirmation, with the password rule shown live. */
export function NewPasswordForm({ email, sessionId }: { email: string; sessionId: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const ruleBroken = (password.length > 0 || submitted) && !PASSWORD_RULE.test(password);
  const mismatch = (confirm.length > 0 || submitted) && confirm !== password;
  const serverError = reset.error?.fields.password;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!PASSWORD_RULE.test(password) || confirm !== password) return;
    reset.mutate(
      { email, password, sessionId },
      { onSuccess: () => void navigate(PATHS.login, { replace: true }) },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      {/* Lets password managers save the new password under the right account. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <TextField
        label={t('reset.password')}
        type="password"
        autoComplete="new-password"
        autoFocus
        size="medium"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={ruleBroken || Boolean(serverError)}
        helperText={serverError ?? t('validation.password', { ns: 'server' })}
      />
      <TextField
        label={t('reset.confirm')}
        type="password"
        autoComplete="new-password"
        size="medium"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={mismatch}
        helperText={mismatch ? t('reset.mismatch') : undefined}
      />
      <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
        {t('reset.submit')}
      </Button>
    </Box>
  );
}
