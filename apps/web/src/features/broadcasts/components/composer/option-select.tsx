import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

interface OptionSelectProps<T extends string> {
  label: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  value: T;
  onChange: (value: T) => void;
  size?: TextFieldProps['size'];
  sx?: TextFieldProps['sx'];
  disabled?: boolean;
  helperText?: string;
}

/** A select of fixed choices (a type, a frequency), each shown by its translated label. */
export function OptionSelect<T extends string>({
  label,
  options,
  labelOf,
  value,
  onChange,
  size,
  sx,
  disabled,
  helperText,
}: OptionSelectProps<T>) {
  return (
    <TextField
      select
      fullWidth
      size={size}
      label={label}
      value={value}
      onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? value)}
      sx={sx}
      disabled={disabled}
      helperText={helperText}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {labelOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
