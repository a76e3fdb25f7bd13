import { describe, expect, it } from 'vitest';
import { ipAllowed } from './ip-allowed.ts';

describe('ipAllowed', () => {
  it.each([
    ['203.0.113.7', ['203.0.113.7'], true],
    ['203.0.113.8', ['203.0.113.7'], false],
    ['203.0.113.200', ['203.0.113.0/24'], true],
    ['198.51.100.1', ['203.0.113.0/24'], false],
    ['::ffff:127.0.0.1', ['127.0.0.1'], true],
    ['::1', ['::1'], true],
    ['2001:db8::5', ['2001:db8::/32'], true],
    ['127.0.0.1', [], false],
    ['not-an-ip', ['0.0.0.0/0'], false],
  ])('%s in %j → %s', (ip, allowed, expected) => {
    expect(ipAllowed(ip, allowed)).toBe(expected);
  });
});
