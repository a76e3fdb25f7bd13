import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLineAccounts } from '../../../lib/api/line-accounts';
import { useSession } from '../../../lib/session';
import { PageLoader } from '../../../ui/page-loader';
import { StepperPage } from '../../../ui/stepper-page';
import { useLinePlatforms } from '../api/get-line-platforms';
import { ChannelStep } from '../components/create/channel-step';
import { Completion } from '../components/create/completion';
import { planLimit, STEP_LABEL_KEYS, STEPS } from '../components/create/create-form';
import { OptionsStep } from '../components/create/options-step';
import { PlatformStep } from '../components/create/platform-step';
import { TokenStep } from '../components/create/token-step';
import { useCreateWizard } from '../components/create/use-create-wizard';
import { lineAccountsPath } from '../paths';

/** core.md §2: connecting a LINE account, 4 steps and a completion screen, without the top bar. */
export function CreateLineAccountPage() {
  const { t } = useTranslation('lineAccounts');
  const { hubId = '' } = useParams();
  const session = useSession();
  const platforms = useLinePlatforms(hubId);
  const accounts = useLineAccounts(hubId);
  const wizard = useCreateWizard(hubId);
  const { form, step, errors, result } = wizard;
  const limit = accounts.data ? planLimit(session.subscription, accounts.data.items.length) : null;

  return (
    <StepperPage
      title={t('create.title')}
      subtitle={t('create.subtitle')}
      steps={STEP_LABEL_KEYS.map((key) => t(key))}
      activeStep={result ? STEP_LABEL_KEYS.length : step}
      closeLabel={t('create.close')}
      closeTo={lineAccountsPath(hubId)}
    >
      {result && <Completion hubId={hubId} name={wizard.bot?.displayName ?? ''} result={result} />}
      {!result && step === STEPS.platform && platforms.isPending && <PageLoader />}
      {!result && step === STEPS.platform && !platforms.isPending && (
        <PlatformStep
          platform={form.platform}
          sandboxAvailable={platforms.data?.sandbox === true}
          httpsMissing={platforms.data?.publicUrlHttps === false}
          creatingSandbox={wizard.creatingSandbox}
          sandboxMade={wizard.sandboxMade}
          error={wizard.errorAt(STEPS.platform)}
          warning={limit ? t(limit.key, { ns: 'server', max: limit.max }) : ''}
          onPlatform={wizard.choosePlatform}
          onNext={wizard.next}
        />
      )}
      {!result && step === STEPS.channel && (
        <ChannelStep
          form={form}
          errors={errors}
          error={wizard.errorAt(STEPS.channel)}
          fromSandbox={wizard.fromSandbox}
          onChange={wizard.change}
          onBack={wizard.back}
          onNext={wizard.next}
        />
      )}
      {!result && step === STEPS.token && (
        <TokenStep
          form={form}
          errors={errors}
          error={wizard.errorAt(STEPS.token)}
          bot={wizard.bot}
          verifying={wizard.verifying}
          onChange={wizard.change}
          onVerify={wizard.verify}
          onBack={wizard.back}
          onNext={wizard.next}
        />
      )}
      {!result && step === STEPS.options && (
        <OptionsStep
          form={form}
          errors={errors}
          error={wizard.errorAt(STEPS.options)}
          connecting={wizard.connecting}
          onChange={wizard.change}
          onBack={wizard.back}
          onConnect={wizard.connect}
        />
      )}
    </StepperPage>
  );
}
