import { useCallback, useState } from 'react';
import type { Draft } from '../../rules/draft';

export type DraftChange = (patch: Partial<Draft>) => void;

/** The composer's working copy; `dirty` until it is saved again. */
export function useDraft(initial: Draft) {
  const [draft, setDraft] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const change: DraftChange = useCallback((patch) => {
    setDraft((current) => ({ ...current, ...patch }));
    setDirty(true);
  }, []);
  return { draft, change, dirty, markSaved: () => setDirty(false) };
}
