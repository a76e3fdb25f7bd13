import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../page-header';
import { SearchField } from '../search-field';
import { FolderLibrary, type FolderLibraryProps } from './folder-library';

interface LibraryPageProps<Item extends { id: string; name: string }>
  extends Omit<FolderLibraryProps<Item>, 'toolbar'> {
  title: string;
  subtitle: string;
  /** The button to the kind's editor. */
  create: { label: string; to: string };
  search: { label: string; value: string; onSearch: (value: string) => void };
}

/**
 * A library kind's page: its header with the create button, and its folder library searched by
 * name. Each kind hands in its words, columns and what `useLibrary` gives it.
 */
export function LibraryPage<Item extends { id: string; name: string }>({
  title,
  subtitle,
  create,
  search,
  ...library
}: LibraryPageProps<Item>) {
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button component={RouterLink} to={create.to} variant="contained" startIcon={<AddIcon />}>
            {create.label}
          </Button>
        }
      />
      <FolderLibrary
        {...library}
        toolbar={
          <Box sx={{ p: 2, pb: 0 }}>
            <SearchField
              size="small"
              label={search.label}
              value={search.value}
              onSearch={search.onSearch}
              sx={{ width: { xs: '100%', sm: 320 } }}
            />
          </Box>
        }
      />
    </>
  );
}
