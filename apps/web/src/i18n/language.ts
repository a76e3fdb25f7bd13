import type { Language } from '@hubline/contract';
import { useTranslation } from 'react-i18next';
import { writeLangCookie } from '../lib/cookies';
import { i18n } from './index';

export const LANGUAGE_OPTIONS: readonly { lang: Language; labelKey: string }[] = [
  { lang: 'en', labelKey: 'language.en' },
  { lang: 'ja', labelKey: 'language.ja' },
  { lang: 'zh-TW', labelKey: 'language.zh-TW' },
];

/** Switches the console language and remembers it in lh_lang for 90 days. */
export function setLanguage(lang: Language) {
  writeLangCookie(lang);
  document.documentElement.lang = lang;
  void i18n.changeLanguage(lang);
}

export function currentLanguage(): Language {
  const lang = i18n.language;
  return lang === 'ja' || lang === 'zh-TW' ? lang : 'en';
}

/** The current language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  const lang = instance.language;
  return lang === 'ja' || lang === 'zh-TW' ? lang : 'en';
}
