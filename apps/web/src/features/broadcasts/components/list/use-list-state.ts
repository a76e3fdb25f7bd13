import type { BroadcastTab } from '@hubline/contract';
import { useState } from 'react';
import { useDebouncedValue } from '../../../../ui/use-debounced-value';
import { DEFAULT_CONDITION, type SearchCondition } from './search-condition';
import { toggleRows } from './selection-rules';

type Limit = 25 | 50 | 100;

/**
 * What the list shows: the search condition, the open folder, the page and the picked rows. A
 * new tab, folder or condition starts again at page 1 with nothing picked, since the picked rows
 * may no longer be shown and the actions differ by tab.
 */
export function useListState(tab: BroadcastTab) {
  const [condition, setCondition] = useState<SearchCondition>(DEFAULT_CONDITION);
  const [folderId, setFolderId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<Limit>(25);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [shownTab, setShownTab] = useState(tab);
  const search = useDebouncedValue(condition.search);
  const restart = () => {
    setPage(1);
    setSelected(new Set());
  };
  // Adjusting state while rendering (react.dev "storing information from previous renders"): the tab comes from the address.
  if (shownTab !== tab) {
    setShownTab(tab);
    restart();
  }
  return {
    condition,
    /** The condition the list asks for: the name waits until typing pauses. */
    asked: { ...condition, search },
    folderId,
    page,
    limit,
    selected,
    setCondition: (next: SearchCondition) => {
      setCondition(next);
      restart();
    },
    openFolder: (next: string | null) => {
      setFolderId(next);
      restart();
    },
    setPage,
    setLimit: (next: number) => {
      setLimit(next as Limit);
      restart();
    },
    toggle: (ids: string[], on: boolean) => setSelected((current) => toggleRows(current, ids, on)),
    clearSelection: () => setSelected(new Set()),
  };
}
