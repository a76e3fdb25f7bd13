import type { CrmList } from '@hubline/contract';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface ListPickerProps {
  label: string;
  lists: CrmList[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/** Several CRM lists by name, each chip with its size. */
export function ListPicker({ label, lists, value, onChange, error }: ListPickerProps) {
  const { t } = useTranslation('broadcastComposer');
  const chosen = lists.filter((list) => value.includes(list.id));
  return (
    <Autocomplete
      multiple
      options={lists}
      value={chosen}
      getOptionLabel={(list) => list.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_event, next) => onChange(next.map((list) => list.id))}
      renderOption={({ key, ...props }, list) => (
        <li key={key} {...props}>
          {t('audience.listOption', { name: list.name, size: list.size })}
        </li>
      )}
      renderValue={(selected, getItemProps) =>
        selected.map((list, index) => {
          const { key, ...props } = getItemProps({ index });
          return (
            <Chip
              key={key}
              size="small"
              label={t('audience.listOption', { name: list.name, size: list.size })}
              {...props}
            />
          );
        })
      }
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error} />}
    />
  );
}
