import { serverMessages } from '@hubline/contract';
import { describe, expect, it } from 'vitest';

/**
 * Issue #16: every form says a field is missing in the same words, the spec's (messaging.md §7
 * "Required field: Please enter the required field."), through the one key `validation.required`
 * that the contract's schemas and the console's own checks both use.
 */
const files = import.meta.glob<Record<string, string>>('./*/*.json', { eager: true, import: 'default' });

/** What another wording of "this is required" looks like in each language. */
const REQUIRED_LIKE: Record<string, RegExp> = {
  en: /required\.$|^this field|^enter a value|required field/i,
  ja: /項目は必須|^入力してください。$|必須項目/,
  'zh-TW': /必填|^請輸入內容。$/,
};

function entries(lang: string): [string, string][] {
  const web = Object.entries(files)
    .filter(([path]) => path.startsWith(`./${lang}/`))
    .flatMap(([path, messages]) =>
      Object.entries(messages).map(([key, text]) => [`${path}: ${key}`, text] as [string, string]),
    );
  const server = Object.entries(serverMessages[lang as keyof typeof serverMessages]).map(
    ([key, text]) => [`server: ${key}`, text] as [string, string],
  );
  return [...web, ...server];
}

describe('the required-field message', () => {
  it('is the spec wording in English, and its translations', () => {
    expect(serverMessages.en['validation.required']).toBe('Please enter the required field.');
    expect(serverMessages.ja['validation.required']).toBe('必須項目を入力してください。');
    expect(serverMessages['zh-TW']['validation.required']).toBe('請輸入必填欄位。');
  });

  it.each(Object.keys(REQUIRED_LIKE))('has no other wording in %s', (lang) => {
    const pattern = REQUIRED_LIKE[lang] as RegExp;
    const variants = entries(lang)
      .filter(([, text]) => pattern.test(text))
      .map(([where]) => where);
    expect(variants).toEqual(['server: validation.required']);
  });
});
