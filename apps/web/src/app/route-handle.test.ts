import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeShape } from './route-handle';
import { routes } from './router';

describe('routeShape', () => {
  it.each([
    ['no handle at all', [{ handle: undefined }, { handle: undefined }], 'list'],
    ['a handle without a skeleton', [{ handle: { fullWidth: true } }], 'list'],
    [
      'the deepest route decides',
      [{ handle: { skeleton: 'form' } }, { handle: { skeleton: 'detail' } }],
      'detail',
    ],
    [
      'a parent speaks for a child that says nothing',
      [{ handle: { skeleton: 'form' } }, { handle: {} }],
      'form',
    ],
  ])('%s', (_name, matches, expected) => {
    expect(routeShape(matches)).toBe(expected);
  });
});

describe('the outline each main screen loads with', () => {
  it.each([
    ['/12345678/profile', 'form'],
    ['/12345678/line/accounts', 'cards'],
    ['/12345678/line/accounts/3/friends', 'detail'],
    ['/12345678/line/broadcasts/sent', 'list'],
    ['/12345678/line/broadcast/7/recipients', 'detail'],
    ['/12345678/line/broadcasts/create', 'form'],
    ['/12345678/lists/4', 'detail'],
    ['/12345678/contacts', 'list'],
  ])('%s: %s', (path, expected) => {
    const matches = (matchRoutes(routes, path) ?? []).map((match) => ({ handle: match.route.handle }));
    expect(routeShape(matches)).toBe(expected);
  });
});
