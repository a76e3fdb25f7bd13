import type { CreateLineAccountResponse, SandboxChannel, VerifyCredentialsResponse } from '@hubline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../lib/api-client';
import { useCreateLineAccount } from '../../api/create-line-account';
import { useCreateSandboxChannel } from '../../api/create-sandbox-channel';
import { useVerifyCredentials } from '../../api/verify-credentials';
import {
  CREDENTIAL_FIELDS,
  type CreateForm,
  credentialsOf,
  DESCRIPTION_MAX,
  type FieldErrors,
  FORM_FIELDS,
  INITIAL_FORM,
  placeRefusal,
  STEPS,
  stepProblems,
} from './create-form';

/** The stepper's state and moves: field checks per step, the live verification, the connection. */
export function useCreateWizard(hubId: string) {
  const { t } = useTranslation('server');
  const [form, setForm] = useState<CreateForm>(INITIAL_FORM);
  const [step, setStep] = useState<number>(STEPS.platform);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stepError, setStepError] = useState<{ step: number; message: string } | null>(null);
  const [bot, setBot] = useState<VerifyCredentialsResponse['bot'] | null>(null);
  const [fromSandbox, setFromSandbox] = useState(false);
  /** The sandbox channel this wizard made: going back and on again reuses it rather than leave it behind. */
  const [sandboxChannel, setSandboxChannel] = useState<SandboxChannel | null>(null);
  const [result, setResult] = useState<CreateLineAccountResponse | null>(null);
  const verify = useVerifyCredentials(hubId);
  const create = useCreateLineAccount(hubId);
  const sandbox = useCreateSandboxChannel(hubId);

  const goTo = (next: number) => {
    setStepError(null);
    setStep(next);
  };

  const change = (patch: Partial<CreateForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    if (CREDENTIAL_FIELDS.some((field) => field in patch)) {
      setBot(null);
      setFromSandbox(false);
    }
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))),
    );
  };

  /** Checks the current step's fields; false (and the messages shown) when one is wrong. */
  const checked = (at: number) => {
    const problems = stepProblems(form, at);
    const fields: FieldErrors = {};
    for (const field of FORM_FIELDS) {
      const key = problems[field];
      if (key) fields[field] = t(key, { count: DESCRIPTION_MAX });
    }
    setErrors(fields);
    return Object.keys(fields).length === 0;
  };

  const fillFromSandbox = (channel: SandboxChannel) => {
    change({ ...channel, platform: 'sandbox', tokenKind: 'long' });
    setFromSandbox(true);
    goTo(STEPS.channel);
  };

  /** The sandbox path goes on with a channel of its own, never to the real-LINE channel step empty. */
  const createSandbox = () => {
    if (sandboxChannel) fillFromSandbox(sandboxChannel);
    else
      sandbox.mutate(undefined, {
        onSuccess: (channel) => {
          setSandboxChannel(channel);
          fillFromSandbox(channel);
        },
      });
  };

  const refused = (error: ApiError) => {
    const placement = placeRefusal(error, step, form.tokenKind);
    setErrors(placement.fields);
    setStep(placement.step);
    setStepError(placement.message ? { step: placement.step, message: placement.message } : null);
  };

  return {
    form,
    step,
    errors,
    errorAt: (at: number) => (stepError?.step === at ? stepError.message : ''),
    bot,
    fromSandbox,
    result,
    verifying: verify.isPending,
    connecting: create.isPending,
    creatingSandbox: sandbox.isPending,
    sandboxMade: sandboxChannel !== null,
    change,
    choosePlatform: (platform: CreateForm['platform']) => {
      // Real LINE starts from empty fields, not from the sandbox channel's credentials.
      const sandboxFilled = sandboxChannel !== null && form.channelId === sandboxChannel.channelId;
      change(
        platform === 'line' && sandboxFilled
          ? { platform, channelId: '', channelSecret: '', accessToken: '' }
          : { platform },
      );
    },
    back: () => goTo(step - 1),
    next: () => {
      if (step === STEPS.platform && form.platform === 'sandbox') createSandbox();
      else if (checked(step)) goTo(step + 1);
    },
    verify: () => {
      if (!checked(STEPS.token)) return;
      setStepError(null);
      verify.mutate(credentialsOf(form), { onSuccess: (data) => setBot(data.bot), onError: refused });
    },
    connect: () => {
      if (!checked(STEPS.options)) return;
      setStepError(null);
      create.mutate(
        { credentials: credentialsOf(form), description: form.description.trim(), options: form.options },
        { onSuccess: setResult, onError: refused },
      );
    },
  };
}
