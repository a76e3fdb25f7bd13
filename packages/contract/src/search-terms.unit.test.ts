import { describe, expect, it } from 'vitest';
import { highlightPieces, searchTerms, snippetAround } from './search-terms.ts';

describe('search terms', () => {
  it('are the words typed, NFKC lower-cased, without punctuation', () => {
    expect(searchTerms('Bangkok? 「予約」 ＡＢＣ')).toEqual(['bangkok', '予約', 'abc']);
    expect(searchTerms('?!')).toEqual([]);
  });

  it('cut a long text around the first match', () => {
    const text = `${'a '.repeat(100)}予約したい${' b'.repeat(100)}`;
    const snippet = snippetAround(text, ['予約'], 40);
    expect(snippet).toContain('予約したい');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippetAround('short', ['x'])).toBe('short');
  });

  it('never cut an emoji in half', () => {
    const snippet = snippetAround(`${'😀'.repeat(100)}`, [], 11);
    expect(snippet).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });

  it('mark every occurrence of any term, case ignored', () => {
    expect(highlightPieces('Flying to Bangkok, bangkok!', ['bangkok'])).toEqual([
      { text: 'Flying to ', match: false },
      { text: 'Bangkok', match: true },
      { text: ', ', match: false },
      { text: 'bangkok', match: true },
      { text: '!', match: false },
    ]);
    expect(highlightPieces('明日の予約', ['予約'])).toEqual([
      { text: '明日の', match: false },
      { text: '予約', match: true },
    ]);
  });
});
