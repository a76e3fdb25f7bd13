import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, type SxProps, TextField, type Theme } from '@mui/material';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}

/** A list's search box: a labelled search field with the magnifier, 100 characters at most. */
export function SearchField({ label, value, onChange, sx }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx ?? { flex: '1 1 260px', maxWidth: 400 }}
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
