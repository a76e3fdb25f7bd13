import { PLAN_LINE_CHANNELS, type Plan } from '@hubline/contract';
import { AppError } from '../../core/http/errors.ts';

/** May a hub on `plan` with `connected` channels connect one more? (core.md §5, §8) */
export function assertCanConnect(plan: Plan, connected: number) {
  if (plan === 'free' && connected >= 1) throw new AppError('line.error.freePlan');
  const max = PLAN_LINE_CHANNELS[plan];
  if (connected >= max) throw new AppError('line.error.maxChannels', { max });
}
