import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  languageFromQuery,
  serverMessages,
} from '@hubline/contract';

export type Params = Record<string, string | number>;

/**
 * Looks a message key up in the `server` catalogue and fills `{{name}}` placeholders. With a
 * numeric `count`, a plural form `key_one` (i18next's convention, by the language's plural rules)
 * is preferred when the catalogue has it.
 */
export function translate(lang: Language, key: string, params: Params = {}): string {
  const plural =
    typeof params.count === 'number'
      ? `${key}_${new Intl.PluralRules(lang).select(params.count)}`
      : undefined;
  const template =
    (plural && serverMessages[lang][plural]) ?? serverMessages[lang][key] ?? serverMessages.en[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => String(params[name] ?? match));
}

/** The request's language: `lang` query, then the lh_lang cookie, then the user's setting, then Accept-Language. */
export function resolveLanguage(input: {
  query?: string;
  cookie?: string;
  userLang?: string;
  acceptLanguage?: string;
}): Language {
  if (input.query) return languageFromQuery(input.query);
  if (isLanguage(input.cookie)) return input.cookie;
  if (isLanguage(input.userLang)) return input.userLang;
  const accepted = (input.acceptLanguage ?? '').toLowerCase();
  if (accepted.startsWith('ja')) return 'ja';
  if (accepted.startsWith('zh')) return 'zh-TW';
  return DEFAULT_LANGUAGE;
}
