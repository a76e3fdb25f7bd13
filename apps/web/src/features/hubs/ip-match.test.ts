import { describe, expect, it } from 'vitest';
import { entryCovers, listCovers } from './ip-match';

describe('entryCovers', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7', true],
    ['203.0.113.7', '203.0.113.8', false],
    ['203.0.113.0/24', '203.0.113.200', true],
    ['203.0.113.0/24', '203.0.114.1', false],
    ['10.0.0.0/8', '10.255.1.2', true],
    ['0.0.0.0/0', '192.168.1.1', true],
    ['192.168.1.1/32', '192.168.1.1', true],
    ['2001:db8::1', '2001:DB8::1', true],
    ['2001:db8::/32', '2001:db8::1', false],
    ['not-an-ip/24', '10.0.0.1', false],
  ])('%s covers %s: %s', (entry, ip, expected) => {
    expect(entryCovers(entry, ip)).toBe(expected);
  });

  it('checks a whole list', () => {
    expect(listCovers(['198.51.100.1', '203.0.113.0/24'], '203.0.113.9')).toBe(true);
    expect(listCovers([], '203.0.113.9')).toBe(false);
  });
});
