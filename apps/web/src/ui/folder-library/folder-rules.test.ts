import { describe, expect, it } from 'vitest';
import { folderChoices, moveTargets, pageSelection, toggleRows } from './folder-rules';

const FOLDERS = [
  { id: 'a', name: 'Spring', count: 2 },
  { id: 'b', name: 'Summer', count: 0 },
];

describe('folder choices', () => {
  it('offers no folder and every folder as a duplicate’s target', () => {
    expect(folderChoices(FOLDERS).map((choice) => choice.id)).toEqual([null, 'a', 'b']);
  });

  it('offers no folder and every folder to move to when all items are shown', () => {
    expect(moveTargets(FOLDERS, null).map((choice) => choice.id)).toEqual([null, 'a', 'b']);
  });

  it('offers no folder and the other folders inside a folder', () => {
    expect(moveTargets(FOLDERS, 'a')).toEqual([
      { id: null, name: null },
      { id: 'b', name: 'Summer' },
    ]);
  });
});

describe('row selection', () => {
  it('keeps picks of other pages when a page is toggled', () => {
    const picked = toggleRows(new Set(['x']), ['a', 'b'], true);
    expect([...picked].sort()).toEqual(['a', 'b', 'x']);
    expect([...toggleRows(picked, ['a', 'b'], false)]).toEqual(['x']);
  });

  it.each([
    [[], 'none'],
    [['a'], 'some'],
    [['a', 'b'], 'all'],
    [['a', 'b', 'z'], 'all'],
  ] as const)('with %j picked the page is %s', (picked, state) => {
    expect(pageSelection(new Set(picked), ['a', 'b'])).toBe(state);
  });
});
