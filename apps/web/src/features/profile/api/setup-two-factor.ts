import type { TwoFactorSetup } from '@hubline/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { TwoFactorSetup };

/** Issues a new secret; it becomes active only once a code from it is confirmed. */
export const setupTwoFactor = () => api.post<TwoFactorSetup>('/api/profile/twoFactor/setup');

export const useSetupTwoFactor = () => useMutation({ mutationFn: setupTwoFactor });
