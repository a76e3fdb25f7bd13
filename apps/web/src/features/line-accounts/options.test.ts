import { describe, expect, it } from 'vitest';
import { changedOptions, DEFAULT_OPTIONS } from './options';

describe('changedOptions', () => {
  it('is empty when nothing changed', () => {
    expect(changedOptions(DEFAULT_OPTIONS, { ...DEFAULT_OPTIONS })).toEqual({});
  });

  it('lists only the options that changed, with their new value', () => {
    const after = { ...DEFAULT_OPTIONS, taskOnMessage: true, autoCreateContact: false };
    expect(changedOptions(DEFAULT_OPTIONS, after)).toEqual({ taskOnMessage: true, autoCreateContact: false });
  });
});
