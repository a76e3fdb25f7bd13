import { Alert, Button, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OptionSwitches } from '../option-switches';
import { type CreateForm, DESCRIPTION_MAX, type FieldErrors } from './create-form';
import { StepActions } from './step-actions';

interface OptionsStepProps {
  form: CreateForm;
  errors: FieldErrors;
  /** A refusal of the connection (plan, maximum, already connected), in the server's words. */
  error: string;
  connecting: boolean;
  onChange: (patch: Partial<CreateForm>) => void;
  onBack: () => void;
  onConnect: () => void;
}

/** Step 4: a description for the team, the options, then Connect. */
export function OptionsStep({
  form,
  errors,
  error,
  connecting,
  onChange,
  onBack,
  onConnect,
}: OptionsStepProps) {
  const { t } = useTranslation('lineAccounts');
  return (
    <>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('options.title')}
      </Typography>
      <TextField
        label={t('settings.description')}
        value={form.description}
        onChange={(event) => onChange({ description: event.target.value })}
        error={errors.description !== undefined}
        helperText={
          errors.description ||
          t('settings.descriptionHelp', { length: form.description.length, max: DESCRIPTION_MAX })
        }
        multiline
        minRows={2}
        sx={{ mb: 3 }}
      />
      <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
        {t('settings.optionsTitle')}
      </Typography>
      <OptionSwitches value={form.options} onChange={(options) => onChange({ options })} />
      {error && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {error}
        </Alert>
      )}
      <StepActions onBack={onBack}>
        <Button variant="contained" onClick={onConnect} loading={connecting}>
          {t('options.connect')}
        </Button>
      </StepActions>
    </>
  );
}
