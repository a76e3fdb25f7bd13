import { describe, expect, it } from 'vitest';
import { listAddressOf, listAddressParams } from './list-address';
import { DEFAULT_CONDITION } from './search-condition';

describe('list address', () => {
  it('keeps the plain list without parameters', () => {
    expect(listAddressParams({ condition: DEFAULT_CONDITION, folderId: null }).toString()).toBe('');
    expect(listAddressOf(new URLSearchParams())).toEqual({ condition: DEFAULT_CONDITION, folderId: null });
  });

  it('round-trips a folder and a full search condition', () => {
    const place = {
      folderId: 'f1',
      condition: {
        ...DEFAULT_CONDITION,
        dateRange: 'custom' as const,
        from: '2026-11-01',
        to: '2026-11-30',
        type: 'automation' as const,
        accountId: 'a1',
        search: 'spring sale',
      },
    };
    const params = listAddressParams(place);
    expect(params.toString()).toBe(
      'folder=f1&dateRange=custom&from=2026-11-01&to=2026-11-30&type=automation&account=a1&q=spring+sale',
    );
    expect(listAddressOf(new URLSearchParams(params.toString()))).toEqual(place);
    const rolling = {
      folderId: null,
      condition: { ...DEFAULT_CONDITION, dateRange: 'rolling' as const, rolling: 90 as const },
    };
    expect(listAddressOf(listAddressParams(rolling))).toEqual(rolling);
  });

  it('falls back to the defaults for what it does not know', () => {
    const { condition } = listAddressOf(
      new URLSearchParams('dateRange=forever&rolling=3&type=spam&from=yesterday&to=2026-13'),
    );
    expect(condition).toMatchObject({ dateRange: 'all', rolling: 7, type: 'all', from: '', to: '' });
  });
});
