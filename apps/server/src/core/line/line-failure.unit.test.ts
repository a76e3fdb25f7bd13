import { HTTPFetchError } from '@line/bot-sdk';
import { describe, expect, it } from 'vitest';
import { neverSent } from './line-failure.ts';
import { LineTimeout } from './with-timeout.ts';

const fetchFailed = (code: string) => new TypeError('fetch failed', { cause: { code } });

describe('neverSent: a call without a retry key may be repeated only if LINE surely never got it', () => {
  it.each([
    ['connection refused', fetchFailed('ECONNREFUSED'), true],
    ['no such host', fetchFailed('ENOTFOUND'), true],
    ['name lookup failed for now', fetchFailed('EAI_AGAIN'), true],
    ['connection lost after sending', fetchFailed('UND_ERR_SOCKET'), false],
    ['connection reset', fetchFailed('ECONNRESET'), false],
    ['no answer in time', new LineTimeout(), false],
    [
      'LINE answered',
      new HTTPFetchError('500', { status: 500, statusText: 'Error', headers: new Headers(), body: '{}' }),
      false,
    ],
    ['something else', new Error('boom'), false],
  ])('%s', (_, error, expected) => {
    expect(neverSent(error)).toBe(expected);
  });
});
