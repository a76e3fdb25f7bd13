import { describe, expect, it } from 'vitest';
import { WEB_NAMESPACES } from './index';

/**
 * ARCHITECTURE.md rule 9: the en, ja and zh-TW catalogs are complete, and every key is used. A key counts
 * as used when it appears as a string literal somewhere in apps/web/src (outside tests), e.g.
 * t('login.title') or { labelKey: 'menu.inbox' }. The `server` namespace belongs to the contract
 * and is used by the server, so it is not checked for use here.
 */
const LANGUAGES = ['en', 'ja', 'zh-TW'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(
  ['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

type Catalogs = Record<string, Record<string, Record<string, unknown>>>;
const catalogs: Catalogs = {};
for (const [path, messages] of Object.entries(files)) {
  const [, lang = '', ns = ''] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  catalogs[lang] = { ...catalogs[lang], [ns]: messages };
}
const namespaces = Object.keys(catalogs.en ?? {}).sort();
const code = Object.values(sources).join('\n');

/** Plural forms (`x_one`, `x_other`) are one key `x` in code, and languages need different forms. */
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const keysOf = (lang: string, ns: string) => Object.keys(catalogs[lang]?.[ns] ?? {});
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('web i18n catalogs', () => {
  it('has a catalogue for every namespace the console registers, and no other', () => {
    expect(namespaces).toEqual([...WEB_NAMESPACES].sort());
    for (const lang of LANGUAGES) expect(Object.keys(catalogs[lang] ?? {}).sort(), lang).toEqual(namespaces);
  });

  describe.each(namespaces)('%s', (ns) => {
    const allKeys = [...new Set(LANGUAGES.flatMap((lang) => keysOf(lang, ns).map(baseKey)))].sort();

    it.each(LANGUAGES)('is complete in %s', (lang) => {
      const present = new Set(keysOf(lang, ns).map(baseKey));
      expect(allKeys.filter((key) => !present.has(key))).toEqual([]);
      for (const [key, text] of Object.entries(catalogs[lang]?.[ns] ?? {})) {
        expect(typeof text === 'string' && text.trim().length > 0, `${lang}/${ns}: ${key}`).toBe(true);
        const enText = catalogs.en?.[ns]?.[key] ?? catalogs.en?.[ns]?.[`${baseKey(key)}_other`];
        expect(placeholders(text), `${lang}/${ns}: ${key} placeholders`).toEqual(placeholders(enText));
      }
    });

    it('uses every key in the code', () => {
      const unused = allKeys.filter(
        (key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`) && !code.includes(`\`${key}\``),
      );
      expect(unused).toEqual([]);
    });
  });
});
