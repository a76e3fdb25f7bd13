import { describe, expect, it } from 'vitest';
import { parseChatLink } from './chat-link-query';

describe('parseChatLink', () => {
  it('reads the conversation and the token', () => {
    expect(parseChatLink('?seq=2&vid=abc-1&ott=t0k3n')).toEqual({ seq: 2, vid: 'abc-1', ott: 't0k3n' });
  });

  it.each([
    ['', 'nothing'],
    ['?vid=abc&ott=t', 'no seq'],
    ['?seq=0&vid=abc&ott=t', 'seq 0'],
    ['?seq=1.5&vid=abc&ott=t', 'a fractional seq'],
    ['?seq=x&vid=abc&ott=t', 'a seq that is not a number'],
    ['?seq=1&ott=t', 'no vid'],
    ['?seq=1&vid=abc', 'no token'],
    ['?seq=1&vid=abc&ott=', 'an empty token'],
  ])('refuses %s (%s)', (search) => {
    expect(parseChatLink(search)).toBeNull();
  });
});
