import { Box, Button, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateTwoFactor } from '../api/update-two-factor';

interface TwoFactorCodeFormProps {
  turnOn: boolean;
  intro?: string;
  submitLabel: string;
  onDone: () => void;
}

const CODE = /^\d{6}$/;

/** A current 6-digit code confirms both turning two-factor sign-in on and turning it off. */
export function TwoFactorCodeForm({ turnOn, intro, submitLabel, onDone }: TwoFactorCodeFormProps) {
  const { t } = useTranslation('profile');
  const update = useUpdateTwoFactor();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const error =
    touched && !CODE.test(code) ? t('validation.invalid', { ns: 'server' }) : update.error?.fields.code;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!CODE.test(code)) return;
    update.mutate({ useTwoFactorAuth: turnOn, code }, { onSuccess: onDone });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 420 }}>
      {intro && (
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {intro}
        </Typography>
      )}
      <TextField
        label={t('twoFactor.code')}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        error={Boolean(error)}
        helperText={error}
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, style: { letterSpacing: '0.3em' } } }}
        sx={{ maxWidth: 220, display: 'flex', mb: 2 }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          color={turnOn ? 'primary' : 'error'}
          loading={update.isPending}
        >
          {submitLabel}
        </Button>
        <Button onClick={onDone}>{t('action.cancel', { ns: 'common' })}</Button>
      </Box>
    </Box>
  );
}
