import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { toggleRows } from '../../ui/folder-library/folder-rules';
import type { LibraryAction } from '../../ui/folder-library/library-bulk-bar';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import {
  type LibraryBulkCall,
  type LibraryKindApi,
  useLibraryBulk,
  useLibraryFolderCalls,
  useLibraryPage,
} from './library-api';

const FOLDER_PARAM = 'folder';

/**
 * A kind's library page on the kit (core.md §4, §5): the open folder (kept in the address, so
 * reload and Back keep it), the search, the page and page size, the picked rows, the data, the
 * folder calls and the bulk actions every library has (move, duplicate, delete), ready for
 * `ui/folder-library`'s FolderLibrary. A new folder or search starts again at page 1 with nothing picked.
 */
export function useLibrary<Item extends { id: string; name: string }>(kind: LibraryKindApi) {
  const { t } = useTranslation('common');
  const { hubId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const folderId = params.get(FOLDER_PARAM);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const asked = useDebouncedValue(search);
  const place = `${folderId ?? ''}\u0000${asked}\u0000${limit}`;
  const [shownPlace, setShownPlace] = useState(place);
  // Adjusting state while rendering (react.dev "storing information from previous renders"):
  // the folder comes from the address, which Back may change too.
  if (shownPlace !== place) {
    setShownPlace(place);
    setPage(1);
    setSelected(new Set());
  }
  const list = useLibraryPage<Item>(hubId, kind, { folderId, search: asked, page: page - 1, limit });
  const bulk = useLibraryBulk(hubId, kind);
  const clearSelection = () => setSelected(new Set());
  const ids = [...selected];
  const count = ids.length;
  const run = (call: LibraryBulkCall, done: () => void) =>
    bulk.mutate(call, {
      onSuccess: () => {
        done();
        clearSelection();
      },
    });
  const actions: LibraryAction[] = [
    {
      name: 'move',
      label: t('library.move'),
      title: t('library.moveTitle', { count }),
      text: t('library.moveText', { count }),
      target: 'move',
      busy: bulk.isPending,
      run: (target, done) => run({ action: 'move', ids, target: target ?? null }, done),
    },
    {
      name: 'duplicate',
      label: t('library.duplicate'),
      title: t('library.duplicateTitle', { count }),
      text: t('library.duplicateText', { count }),
      target: 'duplicate',
      busy: bulk.isPending,
      run: (target, done) => run({ action: 'duplicate', ids, target }, done),
    },
    {
      name: 'delete',
      label: t('library.delete'),
      title: t('library.deleteTitle', { count }),
      text: t('library.deleteText', { count }),
      danger: true,
      busy: bulk.isPending,
      run: (_target, done) => run({ action: 'deleteMany', ids }, done),
    },
  ];
  const data = list.data;
  return {
    hubId,
    search,
    setSearch,
    /** What FolderLibrary takes beyond the kind's own words, columns and toolbar. */
    library: {
      folders: data?.folders ?? [],
      currentFolderId: folderId,
      onOpenFolder: (next: string | null) => {
        const address = new URLSearchParams(params);
        if (next) address.set(FOLDER_PARAM, next);
        else address.delete(FOLDER_PARAM);
        setParams(address);
      },
      folderCalls: useLibraryFolderCalls(hubId, kind),
      items: data?.items,
      pending: list.isPending,
      error: list.isError ? { message: list.error.message, retry: () => void list.refetch() } : null,
      selected,
      onToggle: (rows: string[], on: boolean) => setSelected((current) => toggleRows(current, rows, on)),
      onClearSelection: clearSelection,
      actions,
      pager: { page, total: data?.total ?? 0, limit, onPage: setPage, onLimit: setLimit },
    },
  };
}
