import { describe, expect, it } from 'vitest';
import { readOAuthReturn, withoutOAuthReturn } from './oauth-return';

const params = (search: string) => new URLSearchParams(search);

describe('readOAuthReturn', () => {
  it.each([
    ['', null],
    ['tab=general', null],
    ['crm=maybe', null],
    ['code=crm.error.oauthDenied', null],
    ['crm=connected', { outcome: 'connected' }],
    ['crm=connected&code=crm.error.oauthDenied', { outcome: 'connected' }],
    ['crm=error&code=crm.error.oauthDenied', { outcome: 'error', code: 'crm.error.oauthDenied' }],
    ['crm=error&code=crm.error.oauthState', { outcome: 'error', code: 'crm.error.oauthState' }],
    ['crm=error&code=access.forbidden', { outcome: 'error', code: 'access.forbidden' }],
    // HubSpot's own words are not in the address, so its refusal reads as an unforeseen failure.
    ['crm=error&code=crm.error.hubspotFailed', { outcome: 'error', code: 'error.unexpected' }],
    ['crm=error&code=no.such.code', { outcome: 'error', code: 'error.unexpected' }],
    ['crm=error&code=toString', { outcome: 'error', code: 'error.unexpected' }],
    ['crm=error', { outcome: 'error', code: 'error.unexpected' }],
  ])('reads “%s”', (search, expected) => {
    expect(readOAuthReturn(params(search))).toEqual(expected);
  });
});

describe('withoutOAuthReturn', () => {
  it.each([
    ['crm=connected', ''],
    ['crm=error&code=crm.error.oauthDenied', ''],
    ['tab=general&crm=error&code=crm.error.oauthDenied', 'tab=general'],
    // Without an outcome, a `code` belongs to someone else.
    ['code=abc&tab=general', 'code=abc&tab=general'],
    ['', ''],
  ])('turns “%s” into “%s”', (search, expected) => {
    const before = params(search);
    expect(withoutOAuthReturn(before).toString()).toBe(expected);
    expect(before.toString(), 'the given parameters are left alone').toBe(search);
  });
});
