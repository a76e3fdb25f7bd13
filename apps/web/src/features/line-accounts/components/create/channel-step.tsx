import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CreateForm, FieldErrors } from './create-form';
import { StepActions } from './step-actions';

export const LINE_DEVELOPERS_URL = 'https://developers.line.biz/console/';

interface ChannelStepProps {
  form: CreateForm;
  errors: FieldErrors;
  error: string;
  /** The values came from a new sandbox channel. */
  fromSandbox: boolean;
  onChange: (patch: Partial<CreateForm>) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: the Messaging API channel's id and secret. */
export function ChannelStep({
  form,
  errors,
  error,
  fromSandbox,
  onChange,
  onBack,
  onNext,
}: ChannelStepProps) {
  const { t } = useTranslation('lineAccounts');
  return (
    <>
      <Typography variant="h2" sx={{ mb: 0.5 }}>
        {t('channel.title')}
      </Typography>
      {fromSandbox ? (
        <Alert severity="success" sx={{ my: 2 }}>
          {t('channel.fromSandbox')}
        </Alert>
      ) : (
        <Alert severity="info" sx={{ my: 2 }}>
          {t('channel.where')}{' '}
          <Link href={LINE_DEVELOPERS_URL} target="_blank" rel="noopener noreferrer">
            {t('channel.console')}
          </Link>
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 520 }}>
        <TextField
          label={t('channel.id')}
          value={form.channelId}
          onChange={(event) => onChange({ channelId: event.target.value.trim() })}
          error={errors.channelId !== undefined}
          helperText={errors.channelId || t('channel.idHelp')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' } }}
        />
        <TextField
          label={t('channel.secret')}
          value={form.channelSecret}
          onChange={(event) => onChange({ channelSecret: event.target.value.trim() })}
          error={errors.channelSecret !== undefined}
          helperText={errors.channelSecret || t('channel.secretHelp')}
          required
          slotProps={{
            htmlInput: {
              maxLength: 32,
              autoComplete: 'off',
              spellCheck: false,
              style: { fontFamily: 'monospace' },
            },
          }}
        />
      </Box>
      <StepActions onBack={onBack}>
        <Button variant="contained" onClick={onNext}>
          {t('create.next')}
        </Button>
      </StepActions>
    </>
  );
}
