import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  InputAdornment,
  Link,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths';
import type { LoginInput } from '../api/login';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function CredentialsForm({
  busy,
  onSubmit,
  onEdit,
}: {
  busy: boolean;
  onSubmit: (input: LoginInput) => void;
  /** The person changes what they typed: an answer about the previous attempt no longer applies. */
  onEdit: () => void;
}) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const emailError = !submitted
    ? undefined
    : !email.trim()
      ? t('validation.required', { ns: 'server' })
      : !EMAIL.test(email.trim())
        ? t('validation.email', { ns: 'server' })
        : undefined;
  const passwordError = submitted && !password ? t('validation.required', { ns: 'server' }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!email.trim() || !EMAIL.test(email.trim()) || !password) return;
    onSubmit({ email: email.trim(), password, remember });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          onEdit();
        }}
        error={Boolean(emailError)}
        helperText={emailError}
        size="medium"
      />
      <TextField
        label={t('login.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          onEdit();
        }}
        error={Boolean(passwordError)}
        helperText={passwordError}
        size="medium"
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                  onClick={() => setShowPassword((value) => !value)}
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
          label={t('login.remember')}
        />
        {/* ml auto: when the row wraps (longer Japanese labels), the link stays on the right. */}
        <Link component={RouterLink} to={PATHS.forgot} variant="body2" sx={{ ml: 'auto' }}>
          {t('login.forgot')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" loading={busy}>
        {t('login.submit')}
      </Button>
    </Box>
  );
}
