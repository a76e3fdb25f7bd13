import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';

/** A search box: a labelled search input with the search icon, at most 100 characters as the servers take. */
export function SearchField({
  onSearch,
  ...props
}: Omit<TextFieldProps, 'onChange' | 'type' | 'slotProps'> & { onSearch: (value: string) => void }) {
  return (
    <TextField
      {...props}
      type="search"
      onChange={(event) => onSearch(event.target.value)}
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
