import { describe, expect, it } from 'vitest';
import { copyFolderOf } from './folder-target.ts';

describe('a copy’s folder', () => {
  it('stays beside its original when no target is chosen', () => {
    expect(copyFolderOf(undefined, 'f1')).toBe('f1');
    expect(copyFolderOf(undefined, null)).toBeNull();
  });

  it('goes to the chosen folder, or to no folder when the root is chosen', () => {
    expect(copyFolderOf('f2', 'f1')).toBe('f2');
    expect(copyFolderOf(null, 'f1')).toBeNull();
  });
});
