import { Box } from '@mui/material';
import { SearchField } from '../search-field';

/** A library's search box, as FolderLibrary's toolbar: the list is searched by name as it is typed. */
export function LibrarySearch({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  return (
    <Box sx={{ p: 2, pb: 0 }}>
      <SearchField
        size="small"
        label={label}
        value={value}
        onSearch={onSearch}
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
    </Box>
  );
}
