import type { Plan } from '@hubline/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/http/errors.ts';
import { assertCanConnect } from './channel-limit.ts';

function outcome(plan: Plan, connected: number) {
  try {
    assertCanConnect(plan, connected);
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
}

describe('assertCanConnect', () => {
  it.each([
    ['free', 0, 'ok'],
    ['free', 1, 'line.error.freePlan'],
    ['trial', 2, 'ok'],
    ['trial', 3, 'line.error.maxChannels'],
    ['starter', 1, 'line.error.maxChannels'],
    ['professional', 4, 'ok'],
    ['enterprise', 20, 'line.error.maxChannels'],
  ] as const)('%s with %i connected → %s', (plan, connected, expected) => {
    expect(outcome(plan, connected)).toBe(expected);
  });
});
