import { useTranslation } from 'react-i18next';

/** Dates in the reader's language, e.g. "Nov 21, 2026, 1:13 PM" / "2026/11/21 13:13". */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    date: (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(iso)),
  };
}
