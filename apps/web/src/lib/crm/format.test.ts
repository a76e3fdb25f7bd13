import { describe, expect, it } from 'vitest';
import {
  type ContactProperties,
  changedProperties,
  contactName,
  dateInputValue,
  draftOf,
  exportFileName,
  filledProperties,
  isValidEmail,
  ownerName,
} from './format';

describe('contactName', () => {
  it.each([
    {
      name: 'first and last name',
      properties: { firstname: 'Aiko', lastname: 'Sato' },
      expected: 'Aiko Sato',
    },
    { name: 'only a first name', properties: { firstname: ' Aiko ', lastname: null }, expected: 'Aiko' },
    { name: 'only a last name', properties: { lastname: '佐藤' }, expected: '佐藤' },
    {
      name: 'no name: the email',
      properties: { firstname: '', email: 'a@example.com' },
      expected: 'a@example.com',
    },
    { name: 'nothing to show', properties: { phone: '0312345678' }, expected: undefined },
  ] as { name: string; properties: ContactProperties; expected: string | undefined }[])(
    '$name',
    ({ properties, expected }) => {
      expect(contactName(properties, 'en')).toBe(expected);
    },
  );

  it('puts the family name first in Japanese and Traditional Chinese', () => {
    const hanako = { firstname: '花子', lastname: '山田' };
    expect(contactName(hanako, 'ja')).toBe('山田 花子');
    expect(contactName(hanako, 'zh-TW')).toBe('山田 花子');
    expect(contactName(hanako, 'en')).toBe('花子 山田');
  });
});

describe('ownerName', () => {
  it('joins the names, or falls back on the email', () => {
    expect(ownerName({ id: '1', email: 'a@example.com', firstName: 'Demo', lastName: 'Admin' }, 'en')).toBe(
      'Demo Admin',
    );
    expect(ownerName({ id: '1', email: 'a@example.com', firstName: '', lastName: '' }, 'ja')).toBe(
      'a@example.com',
    );
    expect(ownerName({ id: '1', email: 'a@example.com', firstName: 'Mei', lastName: 'Chen' }, 'zh-TW')).toBe(
      'Chen Mei',
    );
  });
});

describe('changedProperties', () => {
  const original = { firstname: 'Aiko', lastname: null, email: 'a@example.com', phone: '03' };

  it('sends nothing when nothing changed', () => {
    expect(changedProperties(original, draftOf(original))).toEqual({});
  });

  it('sends only the changed values, trimmed, and null for the emptied ones', () => {
    const draft = { ...draftOf(original), firstname: ' Aiko ', lastname: 'Sato ', email: '', phone: '04' };
    expect(changedProperties(original, draft)).toEqual({ lastname: 'Sato', email: null, phone: '04' });
  });

  it('sends a property the contact did not have yet', () => {
    expect(changedProperties(original, { ...draftOf(original), lifecyclestage: 'lead' })).toEqual({
      lifecyclestage: 'lead',
    });
  });
});

describe('filledProperties', () => {
  it('keeps the filled-in values, trimmed', () => {
    expect(filledProperties({ firstname: ' Aiko ', lastname: '', email: '  ' })).toEqual({
      firstname: 'Aiko',
    });
  });
});

describe('exportFileName', () => {
  it('stamps the local date and time', () => {
    expect(exportFileName(new Date(2026, 10, 21, 9, 5, 7))).toBe('Contacts-20261121-090507.csv');
  });
});

describe('dateInputValue', () => {
  it('shows a stored date-time by its date', () => {
    expect(dateInputValue('2026-11-21T09:00:00Z')).toBe('2026-11-21');
    expect(dateInputValue('2026-11-21')).toBe('2026-11-21');
    expect(dateInputValue('')).toBe('');
  });
});

describe('isValidEmail', () => {
  it.each([
    { value: 'aiko@example.com', expected: true },
    { value: ' aiko@example.com ', expected: true },
    { value: '', expected: true },
    { value: 'not-an-email', expected: false },
    { value: 'aiko@example', expected: false },
    { value: 'ai ko@example.com', expected: false },
  ])('$value → $expected', ({ value, expected }) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});
