import { describe, expect, it } from 'vitest';
import { bulkActionsFor, moveTargets, pageSelection, toggleRows } from './selection-rules';

const FOLDERS = [
  { id: 'a', name: 'Spring', count: 2 },
  { id: 'b', name: 'Summer', count: 0 },
];

describe('bulkActionsFor', () => {
  it('restores archived broadcasts instead of archiving them', () => {
    expect(bulkActionsFor('archived')).toContain('restore');
    expect(bulkActionsFor('archived')).not.toContain('archive');
  });

  it.each(['draft', 'scheduled', 'sent', 'published', 'failure'] as const)('archives in %s', (tab) => {
    expect(bulkActionsFor(tab)).toEqual(['move', 'duplicate', 'archive', 'export', 'delete']);
  });
});

describe('moveTargets', () => {
  it('offers no folder and every folder when all broadcasts are shown', () => {
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
