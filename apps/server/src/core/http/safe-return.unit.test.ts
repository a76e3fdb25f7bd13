import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return.ts';

// The full table of addresses is isSameSitePath's (packages/contract); here, what the redirect gets.
describe('safeReturnPath', () => {
  it.each([
    ['/h1/line/inbox?seq=2', '/h1/line/inbox?seq=2'],
    ['/\t/evil.example', undefined],
    ['/\\evil.example', undefined],
    [['/h1'], undefined],
  ])('%j -> %j', (from, expected) => {
    expect(safeReturnPath(from)).toBe(expected);
  });
});
