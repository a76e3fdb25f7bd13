import { describe, expect, it } from 'vitest';
import { globToRegExp, type HubspotFaultRule, HubspotFaults, matchRule } from './faults.ts';

describe('globToRegExp', () => {
  it.each([
    ['/crm/v3/objects/*/search', '/crm/v3/objects/deals/search', true],
    ['/crm/v3/objects/*/search', '/crm/v3/objects/deals/batch/search', false],
    ['/crm/v3/objects/**', '/crm/v3/objects/deals/batch/read', true],
    ['/crm/v3/lists/*', '/crm/v3/lists/12', true],
    ['/crm/v3/lists/*', '/crm/v3/lists/12/memberships', false],
    ['/crm/v3.objects', '/crm/v3/objects', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(globToRegExp(pattern).test(path)).toBe(expected);
  });
});

describe('matchRule', () => {
  const rules: HubspotFaultRule[] = [
    { pathPattern: '/crm/v3/objects/*/search', method: 'post', serverError: 1 },
    { pathPrefix: '/crm/v3/owners', rateLimited: 1 },
  ];
  it.each([
    ['POST', '/crm/v3/objects/deals/search', 0],
    ['GET', '/crm/v3/objects/deals/search', undefined],
    ['GET', '/crm/v3/owners/12', 1],
    ['GET', '/crm/v3/objects/deals', undefined],
  ])('%s %s → rule %s', (method, path, index) => {
    const found = matchRule(rules, method, path);
    expect(found).toBe(index === undefined ? undefined : rules[index]);
  });

  it('is what HubspotFaults decides with', () => {
    const faults = new HubspotFaults();
    faults.configure({ seed: 1, rules });
    expect(faults.decide('POST', '/crm/v3/objects/contacts/search')).toEqual({ kind: 'serverError' });
    expect(faults.decide('POST', '/crm/v3/objects/contacts')).toEqual({ kind: 'none' });
  });
});
