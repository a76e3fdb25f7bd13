import { Alert, Box, Button, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LinePlatform } from './create-form';
import { StepActions } from './step-actions';

interface PlatformStepProps {
  platform: LinePlatform;
  /** The server runs the LINE sandbox, so it is offered. */
  sandboxAvailable: boolean;
  /** This server's public address is not https: real LINE would refuse its webhook. */
  httpsMissing: boolean;
  creatingSandbox: boolean;
  /** This wizard already made a sandbox channel: going on reuses it. */
  sandboxMade: boolean;
  error: string;
  /** The hub is already at its plan's limit: the connection will be refused. */
  warning: string;
  onPlatform: (platform: LinePlatform) => void;
  /** On the sandbox path, makes the channel (or reuses the one made) and goes on with it. */
  onNext: () => void;
}

/** Step 1: real LINE, or the sandbox with a one-click channel. */
export function PlatformStep(props: PlatformStepProps) {
  const { t } = useTranslation('lineAccounts');
  const makesChannel = props.platform === 'sandbox' && !props.sandboxMade;
  const choices: { value: LinePlatform; title: string; text: string }[] = [
    { value: 'line', title: t('platform.line'), text: t('platform.lineText') },
  ];
  if (props.sandboxAvailable)
    choices.push({ value: 'sandbox', title: t('platform.sandbox'), text: t('platform.sandboxText') });

  return (
    <>
      <Typography variant="h2" sx={{ mb: 0.5 }}>
        {t('platform.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t('platform.intro')}
      </Typography>
      {props.warning && (
        <Alert severity="warning" sx={{ mb: 2.5 }}>
          {props.warning}
        </Alert>
      )}
      <RadioGroup
        value={props.platform}
        onChange={(_event, value) => props.onPlatform(value === 'sandbox' ? 'sandbox' : 'line')}
        sx={{ gap: 1.5 }}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio sx={{ mt: -0.75 }} />}
            sx={{
              alignItems: 'flex-start',
              m: 0,
              p: 2,
              border: 1,
              borderRadius: 1,
              borderColor: props.platform === choice.value ? 'primary.main' : 'divider',
            }}
            label={
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{choice.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {choice.text}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {props.platform === 'line' && props.httpsMissing && (
        <Alert severity="warning" sx={{ mt: 2.5 }}>
          {t('https.required')}
        </Alert>
      )}
      {props.platform === 'sandbox' && (
        <Alert severity="info" sx={{ mt: 2.5 }}>
          {t(props.sandboxMade ? 'platform.sandboxMade' : 'platform.sandboxHelp')}
        </Alert>
      )}
      {props.error && (
        <Alert severity="error" sx={{ mt: 2.5 }}>
          {props.error}
        </Alert>
      )}
      <StepActions>
        <Button variant="contained" onClick={props.onNext} loading={props.creatingSandbox}>
          {t(makesChannel ? 'platform.createSandbox' : 'create.next')}
        </Button>
      </StepActions>
    </>
  );
}
