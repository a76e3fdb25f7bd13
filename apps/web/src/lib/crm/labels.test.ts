import type { CrmFilter, CrmProperty } from '@hubline/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/crm.json';
import ja from '../../i18n/ja/crm.json';
import { crmLabels } from './labels';

/** The labels through the real catalogues, so the tests read as the console does. */
async function labelsIn(lang: 'en' | 'ja') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: lang,
    resources: { en: { crm: en }, ja: { crm: ja } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return crmLabels(i18n.getFixedT(lang, 'crm'), lang);
}

const property = (
  name: string,
  type: CrmProperty['type'],
  extra: Partial<CrmProperty> = {},
): CrmProperty => ({
  name,
  label: name,
  type,
  options: [],
  builtIn: false,
  ...extra,
});

const PROPERTIES = {
  email: property('email', 'text', { builtIn: true }),
  lifecyclestage: property('lifecyclestage', 'enumeration', {
    builtIn: true,
    options: [{ value: 'lead', label: 'lead' }],
  }),
  owner: property('hubspot_owner_id', 'text', { builtIn: true }),
  visits: property('visits', 'number', { label: 'Visits' }),
  birthday: property('birthday', 'date', { label: 'Birthday' }),
  member: property('member', 'boolean', { label: 'Member' }),
  rank: property('rank', 'enumeration', { label: 'Rank', options: [{ value: 'gold', label: 'Gold' }] }),
};
const OWNERS = [{ id: 'u1', email: 'admin@example.com', firstName: 'Demo', lastName: 'Admin' }];

describe('filter labels', () => {
  it.each<{ filter: CrmFilter; definition: CrmProperty; expected: string }>([
    {
      filter: { propertyName: 'email', operator: 'CONTAINS_TOKEN', value: 'sato' },
      definition: PROPERTIES.email,
      expected: 'Email contains sato',
    },
    {
      filter: { propertyName: 'lifecyclestage', operator: 'EQ', value: 'lead' },
      definition: PROPERTIES.lifecyclestage,
      expected: 'Lifecycle stage is Lead',
    },
    {
      filter: { propertyName: 'hubspot_owner_id', operator: 'NEQ', value: 'u1' },
      definition: PROPERTIES.owner,
      expected: 'Contact owner is not Demo Admin',
    },
    {
      filter: { propertyName: 'visits', operator: 'GT', value: '3' },
      definition: PROPERTIES.visits,
      expected: 'Visits is greater than 3',
    },
    {
      filter: { propertyName: 'birthday', operator: 'LT', value: '2000-01-01' },
      definition: PROPERTIES.birthday,
      expected: 'Birthday is before 2000-01-01',
    },
    {
      filter: { propertyName: 'member', operator: 'EQ', value: 'true' },
      definition: PROPERTIES.member,
      expected: 'Member is Yes',
    },
    {
      filter: { propertyName: 'rank', operator: 'HAS_PROPERTY' },
      definition: PROPERTIES.rank,
      expected: 'Rank is known',
    },
    {
      filter: { propertyName: 'rank', operator: 'NOT_HAS_PROPERTY' },
      definition: PROPERTIES.rank,
      expected: 'Rank is unknown',
    },
  ])('$expected', async ({ filter, definition, expected }) => {
    expect((await labelsIn('en')).filter(filter, definition, OWNERS)).toBe(expected);
  });

  it('orders the phrase as Japanese does', async () => {
    const labels = await labelsIn('ja');
    expect(
      labels.filter({ propertyName: 'visits', operator: 'GT', value: '3' }, PROPERTIES.visits, OWNERS),
    ).toBe('Visitsが3より大きい');
  });

  it('names a property that is no longer defined by its internal name', async () => {
    expect(
      (await labelsIn('en')).filter({ propertyName: 'gone', operator: 'EQ', value: 'x' }, undefined, []),
    ).toBe('gone is x');
  });
});

describe('value labels', () => {
  it('translates lifecycle stages and keeps unknown values as stored', async () => {
    const labels = await labelsIn('ja');
    expect(labels.stage('marketingqualifiedlead')).toBe('MQL（マーケティング認定リード）');
    expect(labels.stage('vip')).toBe('vip');
  });
});
