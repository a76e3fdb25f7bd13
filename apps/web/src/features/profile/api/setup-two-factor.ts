import type { twoFactorSetupResponseSchema } from '@hubline/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../app/api-client';

export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;

/** Issues a new secret; it becomes active only once a code from it is confirmed. */
export const setupTwoFactor = () => api.post<TwoFactorSetup>('/api/profile/twoFactor/setup');

export const useSetupTwoFactor = () => useMutation({ mutationFn: setupTwoFactor });
