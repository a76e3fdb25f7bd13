import { Box, Button, Chip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../ui/section-card';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { TwoFactorCodeForm } from './two-factor-code-form';
import { TwoFactorEnrollment } from './two-factor-enrollment';

type Step = { kind: 'idle' } | { kind: 'enrolling'; otpauthUrl: string } | { kind: 'disabling' };

/** Turning two-factor sign-in on (scan, then confirm a code) or off (confirm a current code). */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('profile');
  const setup = useSetupTwoFactor();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const idle = () => setStep({ kind: 'idle' });

  return (
    <SectionCard title={t('twoFactor.title')} description={t('twoFactor.description')}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          mb: step.kind === 'idle' ? 0 : 2.5,
          flexWrap: 'wrap',
        }}
      >
        <Chip
          label={enabled ? t('twoFactor.statusOn') : t('twoFactor.statusOff')}
          color={enabled ? 'primary' : 'default'}
          size="small"
        />
        {step.kind === 'idle' && !enabled && (
          <Button
            variant="contained"
            loading={setup.isPending}
            onClick={() =>
              setup.mutate(undefined, {
                onSuccess: ({ otpauthUrl }) => setStep({ kind: 'enrolling', otpauthUrl }),
              })
            }
          >
            {t('twoFactor.enable')}
          </Button>
        )}
        {step.kind === 'idle' && enabled && (
          <Button variant="outlined" color="error" onClick={() => setStep({ kind: 'disabling' })}>
            {t('twoFactor.disable')}
          </Button>
        )}
      </Box>
      {step.kind === 'enrolling' && <TwoFactorEnrollment otpauthUrl={step.otpauthUrl} onDone={idle} />}
      {step.kind === 'disabling' && (
        <TwoFactorCodeForm
          turnOn={false}
          intro={t('twoFactor.disableText')}
          submitLabel={t('twoFactor.confirmOff')}
          onDone={idle}
        />
      )}
    </SectionCard>
  );
}
