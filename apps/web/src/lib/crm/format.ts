import type { Contact, Language } from '@hubline/contract';
import { personName } from '../../i18n/person-name';

export type ContactProperties = Contact['properties'];

export interface Owner {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The name in the reader's order (i18n/person-name.ts), else the email; undefined when the contact has neither. */
export function contactName(
  properties: { firstname?: string | null; lastname?: string | null; email?: string | null },
  lang: Language,
): string | undefined {
  const name = personName({ given: properties.firstname, family: properties.lastname }, lang);
  return name || properties.email?.trim() || undefined;
}

export function ownerName(owner: Owner, lang: Language): string {
  return personName({ given: owner.firstName, family: owner.lastName }, lang) || owner.email;
}

/** The form's values: every property as a string ('' when unset). */
export function draftOf(properties: ContactProperties): Record<string, string> {
  return Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, value ?? '']));
}

/**
 * Only what the form changed, trimmed; a value emptied becomes null, which clears the property
 * (a PATCH sends only the changed properties).
 */
export function changedProperties(
  original: ContactProperties,
  draft: Record<string, string>,
): Record<string, string | null> {
  const changes: Record<string, string | null> = {};
  for (const [name, raw] of Object.entries(draft)) {
    const value = raw.trim();
    if (value === (original[name] ?? '').trim()) continue;
    changes[name] = value === '' ? null : value;
  }
  return changes;
}

/** A new contact's properties: the values filled in, trimmed. */
export function filledProperties(draft: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(draft)
      .map(([name, value]) => [name, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}

/** The server's rule for the email property (properties.ts on the server), checked before sending. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || EMAIL.test(trimmed);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Contacts-YYYYMMDD-HHmmss.csv in local time: the export's name when the server gives none. */
export function exportFileName(now: Date): string {
  const date = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `Contacts-${date}-${time}.csv`;
}

/** A date input shows YYYY-MM-DD; a stored date-time is shown by its date. */
export function dateInputValue(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value;
}
