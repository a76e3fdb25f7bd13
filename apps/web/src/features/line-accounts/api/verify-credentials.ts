import type { LineCredentials, VerifyCredentialsResponse } from '@hubline/contract';
import { useMutation } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';

/** Checks the credentials live against the platform and answers with the bot they belong to. */
export const verifyCredentials = (hubId: string, credentials: LineCredentials) =>
  api.post<VerifyCredentialsResponse>(hubApi(hubId, 'line/verify'), credentials);

/** The stepper shows a refusal beside the field that is wrong, so no error toast. */
export const useVerifyCredentials = (hubId: string) =>
  useMutation({
    mutationFn: (credentials: LineCredentials) => verifyCredentials(hubId, credentials),
    meta: { silentError: true },
  });
