import type { Folder } from '@hubline/contract';
import { Card, Divider } from '@mui/material';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { PageSkeleton } from '../page-skeleton';
import { TablePager } from '../table-pager';
import type { FolderCalls } from './folder-calls';
import { FoldersPanel } from './folders-panel';
import { type LibraryAction, LibraryBulkBar } from './library-bulk-bar';
import { type LibraryColumn, LibraryTable } from './library-table';

export interface FolderLibraryProps<Item extends { id: string; name: string }> {
  /** The kind's own controls above the folders: its tabs and its search condition. */
  toolbar?: ReactNode;
  folders: readonly Folder[];
  /** The chip of every item, filed or not, in the kind's words (e.g. "All broadcasts"). */
  rootLabel: string;
  /** null: all items, filed or not. */
  currentFolderId: string | null;
  onOpenFolder: (folderId: string | null) => void;
  folderCalls: FolderCalls;
  /** The page: undefined until it arrives. */
  items: readonly Item[] | undefined;
  pending: boolean;
  error: { message: string; retry: () => void } | null;
  empty: { icon: ReactNode; title: string; text: string };
  columns: readonly LibraryColumn<Item>[];
  selectPageLabel: string;
  selected: ReadonlySet<string>;
  onToggle: (ids: string[], on: boolean) => void;
  onClearSelection: () => void;
  /** The bulk actions on the selected rows, each confirmed through a dialog. */
  actions: readonly LibraryAction[];
  /** One-based page, the total of the items searched, and the page size (25, 50 or 100). */
  pager: {
    page: number;
    total: number;
    limit: number;
    onPage: (page: number) => void;
    onLimit: (limit: number) => void;
  };
}

/**
 * A folder-based library (core.md §4, §5): the folders to open, create, rename and delete; the
 * page of items with their checkboxes, the bulk bar and the pager; the loading, error and empty
 * states. It knows no kind: each feature hands in its data, columns, words and API calls.
 */
export function FolderLibrary<Item extends { id: string; name: string }>(props: FolderLibraryProps<Item>) {
  const { items, folders, currentFolderId, selected, pager } = props;
  return (
    <Card>
      {props.toolbar}
      <FoldersPanel
        folders={folders}
        rootLabel={props.rootLabel}
        current={currentFolderId}
        onOpen={props.onOpenFolder}
        calls={props.folderCalls}
      />
      <Divider />
      <LibraryBulkBar
        count={selected.size}
        actions={props.actions}
        folders={folders}
        currentFolderId={currentFolderId}
        onClear={props.onClearSelection}
      />
      {props.pending && <PageSkeleton shape="rows" />}
      {props.error && <ErrorState message={props.error.message} onRetry={props.error.retry} />}
      {items && items.length === 0 && <EmptyState {...props.empty} />}
      {items && items.length > 0 && (
        <>
          <LibraryTable
            items={items}
            columns={props.columns}
            selectPageLabel={props.selectPageLabel}
            selected={selected}
            onToggle={props.onToggle}
          />
          <TablePager {...pager} />
        </>
      )}
    </Card>
  );
}
