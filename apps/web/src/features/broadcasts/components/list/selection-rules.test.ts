import { describe, expect, it } from 'vitest';
import { bulkActionsFor } from './selection-rules';

describe('bulkActionsFor', () => {
  it('restores archived broadcasts instead of archiving them', () => {
    expect(bulkActionsFor('archived')).toContain('restore');
    expect(bulkActionsFor('archived')).not.toContain('archive');
  });

  it.each(['draft', 'scheduled', 'sent', 'published', 'failure'] as const)('archives in %s', (tab) => {
    expect(bulkActionsFor(tab)).toEqual(['move', 'duplicate', 'archive', 'export', 'delete']);
  });
});
