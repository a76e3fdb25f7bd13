import { describe, expect, it } from 'vitest';
import { leavingPage, notFoundPage } from './link-pages.ts';

describe('the short links’ pages', () => {
  it.each([
    ['en', 'This link leads to shop.example', 'Continue to shop.example'],
    ['ja', 'このリンクは shop.example に移動します', 'shop.example に進む'],
    ['zh-TW', '此連結將前往 shop.example', '前往 shop.example'],
  ] as const)('says where a link leads in %s', (lang, title, action) => {
    const html = leavingPage(lang, 'https://shop.example/sale');
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<a href="https://shop.example/sale" rel="noopener noreferrer"`);
    expect(html).toContain(`${action}</a>`);
  });

  it.each([
    [
      'a quote that would end the attribute',
      'https://evil.example/"onmouseover="x',
      '&#34;onmouseover=&#34;x',
    ],
    ['a tag', "https://evil.example/'><script>alert(1)</script>", '&#39;&#62;&#60;script&#62;'],
    ['an ampersand', 'https://evil.example/?a=1&b=2', '?a=1&#38;b=2'],
  ])('escapes %s', (_name, url, escaped) => {
    const html = leavingPage('en', url);
    expect(html).toContain(escaped);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"onmouseover');
  });

  it('says in the reader’s language that an unknown link does not exist', () => {
    expect(notFoundPage('ja')).toContain('このリンクは存在しません');
  });
});
