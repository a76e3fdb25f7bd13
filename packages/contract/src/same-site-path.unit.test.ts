import { describe, expect, it } from 'vitest';
import { isSameSitePath } from './same-site-path.ts';

describe('isSameSitePath', () => {
  it.each([
    ['/h1/profile?x=1', true],
    ['/', true],
    ['/h1/contacts?q=a%2F%2Fb#top', true],
    ['/%09/evil.example', true],
    [undefined, false],
    [42, false],
    ['', false],
    ['h1/profile', false],
    ['https://evil.example/', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['\\/evil.example', false],
    ['/\t/evil.example', false],
    ['/\r\n/evil.example', false],
    ['/\n/evil.example', false],
    ['/\\\t\\evil.example', false],
    ['/h1/profile\u0000', false],
    ['/h1/\u007fprofile', false],
  ])('%j -> %s', (from, expected) => {
    expect(isSameSitePath(from)).toBe(expected);
  });
});
