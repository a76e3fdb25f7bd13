import type { TimeZoneId } from '@hubline/contract';

/** Translated city names of the time zones of core.md §9. */
export const TIME_ZONE_CITY_KEYS: Record<TimeZoneId, string> = {
  'Asia/Tokyo': 'timezone.tokyo',
  'Asia/Taipei': 'timezone.taipei',
  'Asia/Bangkok': 'timezone.bangkok',
  'Asia/Jakarta': 'timezone.jakarta',
  'Asia/Singapore': 'timezone.singapore',
  'Australia/Sydney': 'timezone.sydney',
  'Europe/London': 'timezone.london',
  'America/New_York': 'timezone.newYork',
  'America/Los_Angeles': 'timezone.losAngeles',
};
