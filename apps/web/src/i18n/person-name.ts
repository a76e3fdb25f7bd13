import type { Language } from '@hubline/contract';

/** Japanese and Traditional Chinese put the family name first (山田 花子); English the given name. */
export function familyNameFirst(lang: Language): boolean {
  return lang !== 'en';
}

/**
 * A person's name as the reader's language orders it, from its given and family parts (either may
 * be missing); '' when both are. Every screen that shows a person's name builds it here.
 */
export function personName(name: { given?: string | null; family?: string | null }, lang: Language): string {
  const given = name.given?.trim() ?? '';
  const family = name.family?.trim() ?? '';
  const parts = familyNameFirst(lang) ? [family, given] : [given, family];
  return parts.filter(Boolean).join(' ');
}

/** The name fields of a form in the reader's order: family name before given name in ja and zh-TW. */
export function inNameOrder<T>(fields: readonly T[], nameOf: (field: T) => string, lang: Language): T[] {
  if (!familyNameFirst(lang)) return [...fields];
  const given = fields.findIndex((field) => nameOf(field) === 'firstname');
  const family = fields.findIndex((field) => nameOf(field) === 'lastname');
  if (given < 0 || family < 0 || family < given) return [...fields];
  const ordered = [...fields];
  [ordered[given], ordered[family]] = [ordered[family] as T, ordered[given] as T];
  return ordered;
}
