import { describe, expect, it } from 'vitest';
import { inNameOrder, personName } from './person-name';

describe('personName', () => {
  it.each([
    { lang: 'en', given: 'Hanako', family: 'Yamada', shown: 'Hanako Yamada' },
    { lang: 'ja', given: '花子', family: '山田', shown: '山田 花子' },
    { lang: 'zh-TW', given: '美玲', family: '陳', shown: '陳 美玲' },
    { lang: 'ja', given: ' 花子 ', family: null, shown: '花子' },
    { lang: 'en', given: '', family: 'Yamada', shown: 'Yamada' },
    { lang: 'zh-TW', given: undefined, family: undefined, shown: '' },
  ] as const)('$lang: $given + $family is "$shown"', ({ lang, given, family, shown }) => {
    expect(personName({ given, family }, lang)).toBe(shown);
  });
});

describe('inNameOrder', () => {
  const fields = ['firstname', 'lastname', 'email', 'phone'];
  const same = (name: string) => name;

  it('asks the family name first in Japanese and Traditional Chinese', () => {
    expect(inNameOrder(fields, same, 'ja')).toEqual(['lastname', 'firstname', 'email', 'phone']);
    expect(inNameOrder(fields, same, 'zh-TW')).toEqual(['lastname', 'firstname', 'email', 'phone']);
  });

  it('keeps the given name first in English, and forms without both names as they are', () => {
    expect(inNameOrder(fields, same, 'en')).toEqual(fields);
    expect(inNameOrder(['email', 'firstname'], same, 'ja')).toEqual(['email', 'firstname']);
    expect(inNameOrder(['lastname', 'email', 'firstname'], same, 'ja')).toEqual([
      'lastname',
      'email',
      'firstname',
    ]);
  });
});
