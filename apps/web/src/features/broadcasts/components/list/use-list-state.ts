import type { BroadcastTab } from '@hubline/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toggleRows } from '../../../../ui/folder-library/folder-rules';
import { useDebouncedValue } from '../../../../ui/use-debounced-value';
import { listAddressOf, listAddressParams } from './list-address';
import type { SearchCondition } from './search-condition';

type Limit = 25 | 50 | 100;

/**
 * What the list shows: the search condition and the open folder (kept in the address, so reload
 * and Back keep them), the page and the picked rows. A new tab, folder or condition starts again
 * at page 1 with nothing picked, since the picked rows may no longer be shown and the actions
 * differ by tab.
 */
export function useListState(tab: BroadcastTab) {
  const [params, setParams] = useSearchParams();
  const { condition, folderId } = listAddressOf(params);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<Limit>(25);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const place = `${tab}?${listAddressParams({ condition, folderId }).toString()}`;
  const [shownPlace, setShownPlace] = useState(place);
  const search = useDebouncedValue(condition.search);
  const restart = () => {
    setPage(1);
    setSelected(new Set());
  };
  // Adjusting state while rendering (react.dev "storing information from previous renders"): the
  // tab, folder and condition come from the address, which Back may change too.
  if (shownPlace !== place) {
    setShownPlace(place);
    restart();
  }
  // Each new condition or folder is a history entry; typing a name replaces the current one, so
  // Back does not step through it letter by letter. A change builds on the address as it is now,
  // not as this render saw it: a pick followed at once by a keystroke must keep the pick.
  const go = (next: { condition?: Partial<SearchCondition>; folderId?: string | null }) => {
    const now = listAddressOf(new URLSearchParams(window.location.search));
    const typing = next.condition?.search !== undefined && next.condition.search !== now.condition.search;
    setParams(
      listAddressParams({
        condition: { ...now.condition, ...next.condition },
        folderId: next.folderId === undefined ? now.folderId : next.folderId,
      }),
      { replace: typing, flushSync: true },
    );
  };
  return {
    condition,
    /** The condition the list asks for: the name waits until typing pauses. */
    asked: { ...condition, search },
    folderId,
    page,
    limit,
    selected,
    setCondition: (part: Partial<SearchCondition>) => go({ condition: part }),
    openFolder: (next: string | null) => go({ folderId: next }),
    /** The address's parameters, so switching tabs keeps the folder and condition. */
    params: params.toString(),
    setPage,
    setLimit: (next: number) => {
      setLimit(next as Limit);
      restart();
    },
    toggle: (ids: string[], on: boolean) => setSelected((current) => toggleRows(current, ids, on)),
    clearSelection: () => setSelected(new Set()),
  };
}
