import { describe, expect, it } from 'vitest';
import { startupLanguage, startupRedirect } from './startup';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('startupRedirect', () => {
  it.each([
    ['no hash', at('/h1/profile'), 'h1', null],
    ['chat hash keeps the query', at('/', '?ott=abc', '#/chat/line/h1'), 'h1', '/chat/line/h1?ott=abc'],
    ['chat hash with its own query', at('/', '', '#/chat/sms/h1?ott=x'), undefined, '/chat/sms/h1?ott=x'],
    ['line hash goes under the hub cookie', at('/', '', '#/line/reports'), 'h9', '/h9/line/reports'],
    [
      'line hash without a hub cookie goes to login',
      at('/', '', '#/line/inbox'),
      undefined,
      '/auth/login?from=%2Fline%2Finbox',
    ],
    ['other hash is left alone', at('/h1/profile', '', '#section'), 'h1', null],
  ])('%s', (_name, location, hubId, expected) => {
    expect(startupRedirect(location, hubId)).toBe(expected);
  });
});

describe('startupLanguage', () => {
  it.each([
    ['', undefined, 'en', false],
    ['', 'ja', 'ja', false],
    ['', 'xx', 'en', false],
    ['?lang=ja', 'en', 'ja', true],
    ['?lang=en', 'ja', 'en', true],
    ['?lang=zh', 'en', 'zh-TW', true],
    ['?lang=anything', undefined, 'zh-TW', true],
  ])('search %s cookie %s -> %s', (search, cookie, lang, persist) => {
    expect(startupLanguage(search, cookie)).toEqual({ lang, persist });
  });
});
