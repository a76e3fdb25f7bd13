import { useTranslation } from 'react-i18next';
import { timeAgo } from './time-ago';

/**
 * Dates in the reader's language, e.g. "Nov 21, 2026, 1:13 PM" / "2026/11/21 13:13"; in
 * `timeZone` (the hub's) when given, else in the browser's.
 */
export function useFormatDate(timeZone?: string) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
        new Date(iso),
      ),
    date: (iso: string) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone }).format(new Date(iso)),
    /** "3 minutes ago" / "3 分前" / "3 分鐘前". */
    ago: (iso: string, now: number) => {
      const { value, unit } = timeAgo(iso, now);
      return new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(value, unit);
    },
  };
}
