import type { SandboxChannel } from '@hubline/contract';
import { useMutation } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';

/** A new channel on the embedded LINE sandbox: credentials to try the product without LINE. */
export const createSandboxChannel = (hubId: string) =>
  api.post<SandboxChannel>(hubApi(hubId, 'line/sandbox-channel'));

export const useCreateSandboxChannel = (hubId: string) =>
  useMutation({ mutationFn: () => createSandboxChannel(hubId) });
