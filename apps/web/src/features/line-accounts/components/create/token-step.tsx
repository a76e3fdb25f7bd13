import type { VerifyCredentialsResponse } from '@hubline/contract';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BotPreview } from './bot-preview';
import type { CreateForm, FieldErrors } from './create-form';
import { StepActions } from './step-actions';

interface TokenStepProps {
  form: CreateForm;
  errors: FieldErrors;
  error: string;
  bot: VerifyCredentialsResponse['bot'] | null;
  verifying: boolean;
  onChange: (patch: Partial<CreateForm>) => void;
  onVerify: () => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 3: which access token, then a live check that shows the bot. */
export function TokenStep({ form, errors, error, bot, verifying, ...on }: TokenStepProps) {
  const { t } = useTranslation('lineAccounts');
  const kinds = [
    { value: 'long', title: t('token.long'), text: t('token.longText') },
    { value: 'short', title: t('token.short'), text: t('token.shortText') },
  ] as const;
  return (
    <>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('token.title')}
      </Typography>
      <RadioGroup
        value={form.tokenKind}
        onChange={(_event, value) => on.onChange({ tokenKind: value === 'short' ? 'short' : 'long' })}
        sx={{ gap: 1, mb: 2.5 }}
      >
        {kinds.map((kind) => (
          <FormControlLabel
            key={kind.value}
            value={kind.value}
            control={<Radio sx={{ mt: -0.75 }} />}
            sx={{ alignItems: 'flex-start', m: 0 }}
            label={
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{kind.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {kind.text}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {form.tokenKind === 'long' && (
        <TextField
          label={t('token.label')}
          value={form.accessToken}
          onChange={(event) => on.onChange({ accessToken: event.target.value })}
          error={errors.accessToken !== undefined}
          helperText={errors.accessToken || t('token.help')}
          required
          multiline
          minRows={3}
          sx={{ mb: 2 }}
          slotProps={{
            htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', wordBreak: 'break-all' } },
          }}
        />
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {bot ? (
        <BotPreview bot={bot} />
      ) : (
        <Button variant="outlined" onClick={on.onVerify} loading={verifying}>
          {t('token.verify')}
        </Button>
      )}
      <StepActions onBack={on.onBack}>
        <Button variant="contained" onClick={on.onNext} disabled={!bot}>
          {t('create.next')}
        </Button>
      </StepActions>
    </>
  );
}
