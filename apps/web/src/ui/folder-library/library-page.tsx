import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../page-header';
import { FolderLibrary, type FolderLibraryProps } from './folder-library';
import { LibrarySearch } from './library-search';

/** The words of a kind's library page, by the keys every kind's catalogue uses for them. */
export const LIBRARY_PAGE_KEYS = [
  'list.title',
  'list.subtitle',
  'list.create',
  'list.search',
  'list.emptyTitle',
  'list.emptyText',
  'folder.root',
  'table.selectPage',
] as const;
type LibraryPageKey = (typeof LIBRARY_PAGE_KEYS)[number];

/**
 * A kind's library page: its title, the button to create one, and its items in folders, searched
 * by name, with the bulk actions (the kind gives `useLibrary`'s answer, its columns and its words).
 */
export function LibraryPage<Item extends { id: string; name: string }>({
  text,
  createTo,
  icon,
  search,
  onSearch,
  library,
  columns,
}: {
  text: (key: LibraryPageKey) => string;
  createTo: string;
  /** The empty state's icon. */
  icon: ReactNode;
  search: string;
  onSearch: (value: string) => void;
  library: Omit<FolderLibraryProps<Item>, 'toolbar' | 'rootLabel' | 'empty' | 'columns' | 'selectPageLabel'>;
  columns: FolderLibraryProps<Item>['columns'];
}) {
  return (
    <>
      <PageHeader
        title={text('list.title')}
        subtitle={text('list.subtitle')}
        actions={
          <Button component={RouterLink} to={createTo} variant="contained" startIcon={<AddIcon />}>
            {text('list.create')}
          </Button>
        }
      />
      <FolderLibrary
        {...library}
        toolbar={<LibrarySearch label={text('list.search')} value={search} onSearch={onSearch} />}
        rootLabel={text('folder.root')}
        empty={{ icon, title: text('list.emptyTitle'), text: text('list.emptyText') }}
        columns={columns}
        selectPageLabel={text('table.selectPage')}
      />
    </>
  );
}
