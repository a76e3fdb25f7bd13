import { describe, expect, it } from 'vitest';
import { loginPath, safeFrom } from './paths';

describe('safeFrom', () => {
  it.each([
    ['/h1/profile?x=1', '/h1/profile?x=1'],
    [null, null],
    ['', null],
    ['https://evil.example/', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['/\t/evil.example', null],
    ['/\r\n/evil.example', null],
    ['\\/evil.example', null],
    ['/auth/login', null],
  ])('%s -> %s', (input, expected) => {
    expect(safeFrom(input)).toBe(expected);
  });
});

describe('loginPath', () => {
  it('keeps where the user was', () => {
    expect(loginPath('/h1/account?tab=2')).toBe('/auth/login?from=%2Fh1%2Faccount%3Ftab%3D2');
  });
  it('drops empty, root and auth addresses', () => {
    expect(loginPath()).toBe('/auth/login');
    expect(loginPath('/')).toBe('/auth/login');
    expect(loginPath('/auth/reset?session=1')).toBe('/auth/login');
  });
});
