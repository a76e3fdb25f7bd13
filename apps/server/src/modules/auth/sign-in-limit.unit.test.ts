import { describe, expect, it } from 'vitest';
import { signInRefused } from './sign-in-limit.ts';

describe('signInRefused', () => {
  it.each([
    [{ pair: 0, address: 0 }, false],
    [{ pair: 4, address: 4 }, false],
    [{ pair: 5, address: 5 }, true],
    // One address trying many accounts: each pair is fresh, the address is spent.
    [{ pair: 0, address: 19 }, false],
    [{ pair: 0, address: 20 }, true],
    [{ pair: 4, address: 19 }, false],
    [{ pair: 9, address: 12 }, true],
  ])('%j -> %s', (failures, refused) => {
    expect(signInRefused(failures)).toBe(refused);
  });
});
