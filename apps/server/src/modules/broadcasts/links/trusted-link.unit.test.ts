import { describe, expect, it } from 'vitest';
import { isTrustedLink } from './trusted-link.ts';

describe('isTrustedLink', () => {
  const trusted = ['shop.example', 'sakura-cafe.jp'];
  it.each([
    ['https://shop.example/sale', true],
    ['http://shop.example/sale', true],
    ['https://www.shop.example/sale?x=1', true],
    ['https://a.b.sakura-cafe.jp/', true],
    ['https://SHOP.EXAMPLE/upper', true],
    ['https://evilshop.example/', false],
    ['https://shop.example.evil.test/', false],
    ['https://evil.test/?u=shop.example', false],
    ['https://shop.example@evil.test/', false],
    ['javascript:alert(1)//shop.example', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isTrustedLink(url, trusted)).toBe(expected);
  });

  it('trusts nothing when the hub has no domains', () => {
    expect(isTrustedLink('https://shop.example/', [])).toBe(false);
  });
});
