import { Alert, Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeFrom } from '../../../lib/paths';
import { useGoogleCode } from '../api/google-code';
import type { LoginInput, LoginResponse } from '../api/login';
import { useLogin } from '../api/login';
import { CredentialsForm } from '../components/credentials-form';
import { GoogleSignIn } from '../components/google-sign-in';
import { TwoFactorStep } from '../components/two-factor-step';

/**
 * Email + password (+ remember me), then a 6-digit code when the account uses two-factor sign-in
 * (also after Google, which comes back with `?secondFactor=google`). Afterwards: back to `from`
 * when it is a path of this site, else the hub's home.
 */
export function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const googleCode = useGoogleCode();
  const [credentials, setCredentials] = useState<LoginInput | null>(null);
  const [googleHeld, setGoogleHeld] = useState(params.get('secondFactor') === 'google');
  const from = safeFrom(params.get('from'));
  const callbackError = params.get('error');

  const enter = (result: LoginResponse) => {
    if (result.loggedIn)
      void navigate(from ?? (result.hubId ? `/${encodeURIComponent(result.hubId)}` : '/'), { replace: true });
  };
  const submit = (input: LoginInput) => {
    login.mutate(input, {
      onSuccess: (result) => {
        if (result.twoFactorRequired && !result.loggedIn) setCredentials({ ...input, code: undefined });
        else enter(result);
      },
    });
  };
  const codeStep = credentials || googleHeld;
  /** A refusal is about the attempt it answered: once the fields change, it is stale. */
  const forgetError = () => {
    if (login.isError) login.reset();
    if (callbackError)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('error');
          return next;
        },
        { replace: true },
      );
  };

  // ?error=<code> comes back from the Google callback; the code is a key of the server catalogue.
  const callbackMessage = callbackError
    ? t(i18n.exists(callbackError, { ns: 'server' }) ? callbackError : 'error.unexpected', { ns: 'server' })
    : null;
  const errorMessage = login.error?.message ?? googleCode.error?.message ?? callbackMessage;

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        {codeStep ? t('twoFactor.title') : t('login.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {codeStep ? t('twoFactor.text') : t('login.subtitle')}
      </Typography>
      {errorMessage && (
        <Alert severity="error" sx={{ mb: 2.5 }}>
          {errorMessage}
        </Alert>
      )}
      {codeStep ? (
        <TwoFactorStep
          busy={login.isPending || googleCode.isPending}
          onSubmit={(code) =>
            credentials ? submit({ ...credentials, code }) : googleCode.mutate(code, { onSuccess: enter })
          }
          onBack={() => {
            login.reset();
            googleCode.reset();
            setCredentials(null);
            setGoogleHeld(false);
          }}
        />
      ) : (
        <>
          <CredentialsForm busy={login.isPending} onSubmit={submit} onEdit={forgetError} />
          <GoogleSignIn from={from} />
        </>
      )}
    </Box>
  );
}
