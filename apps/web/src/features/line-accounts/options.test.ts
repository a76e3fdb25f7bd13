import { DEFAULT_LINE_ACCOUNT_OPTIONS as DEFAULTS } from '@hubline/contract';
import { describe, expect, it } from 'vitest';
import { changedOptions } from './options';

describe('changedOptions', () => {
  it('is empty when nothing changed', () => {
    expect(changedOptions(DEFAULTS, { ...DEFAULTS })).toEqual({});
  });

  it('lists only the options that changed, with their new value', () => {
    const after = { ...DEFAULTS, taskOnMessage: true, autoCreateContact: false };
    expect(changedOptions(DEFAULTS, after)).toEqual({ taskOnMessage: true, autoCreateContact: false });
  });
});
