import { BROADCAST_LIST_MAX } from '@hubline/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/http/errors.ts';
import {
  checkJsonMessages,
  checkListSizes,
  checkNarrowcastLists,
  checkTokensWithNarrowcast,
} from './broadcast-input.ts';

const refusal = (check: () => void) => {
  try {
    check();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, params: error.params };
    throw error;
  }
  return undefined;
};

describe('broadcast input checks', () => {
  it('refuses a target list over the maximum, naming its size', () => {
    expect(refusal(() => checkListSizes([{ name: 'All', size: BROADCAST_LIST_MAX }]))).toBeUndefined();
    expect(
      refusal(() =>
        checkListSizes([
          { name: 'Small', size: 3 },
          { name: 'Huge', size: BROADCAST_LIST_MAX + 1 },
        ]),
      ),
    ).toEqual({
      code: 'broadcast.error.listTooLarge',
      params: { name: 'Huge', size: '100,001', max: '100,000' },
    });
  });

  it.each([
    ['{"type":"text","text":"hi"}', undefined],
    ['{"type":', 'broadcast.error.invalidJson'],
    ['[]', 'broadcast.error.invalidJson'],
    ['"text"', 'broadcast.error.invalidJson'],
    ['null', 'broadcast.error.invalidJson'],
  ])('json message %s', (json, code) => {
    expect(refusal(() => checkJsonMessages([{ type: 'json', json }]))?.code).toBe(code);
  });

  it('refuses contact tokens only together with LINE audiences or narrowcast', () => {
    const messages = [{ type: 'text' as const, text: 'Hi {{ firstname }}' }];
    expect(refusal(() => checkTokensWithNarrowcast(messages, []))).toBeUndefined();
    expect(refusal(() => checkTokensWithNarrowcast(messages, ['aud-1']))).toEqual({
      code: 'broadcast.error.tokensWithNarrowcast',
      params: { token: '{{ firstname }}' },
    });
    expect(refusal(() => checkTokensWithNarrowcast(messages, [], true))?.code).toBe(
      'broadcast.error.tokensWithNarrowcast',
    );
  });

  it('refuses target and exclude lists with narrowcast, which LINE targets on its own', () => {
    expect(refusal(() => checkNarrowcastLists({ narrowcast: false, targetLists: ['a'] }))).toBeUndefined();
    expect(refusal(() => checkNarrowcastLists({ narrowcast: true, targetLists: [] }))).toBeUndefined();
    for (const lists of [{ targetLists: ['a'] }, { excludeLists: ['b'] }])
      expect(refusal(() => checkNarrowcastLists({ narrowcast: true, ...lists }))?.code).toBe(
        'broadcast.error.narrowcastWithLists',
      );
  });
});
