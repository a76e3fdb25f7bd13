import type { FriendTag } from '@hubline/contract';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { Alert, Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTagOptions } from './use-tag-options';

interface TagPickerProps {
  hubId: string;
  /** Only this account's tags are offered: a friend carries its own account's tags only. */
  lineAccountId: string;
  label: string;
  value: FriendTag[];
  onChange: (value: FriendTag[]) => void;
  disabled?: boolean;
}

/** Several tags of one LINE account, found by name as they are typed. */
export function TagPicker({ hubId, lineAccountId, label, value, onChange, disabled }: TagPickerProps) {
  const { t } = useTranslation('tags');
  const [typed, setTyped] = useState('');
  const { options, loading, error } = useTagOptions(hubId, lineAccountId, typed);
  if (error) return <Alert severity="error">{error.message}</Alert>;
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      loading={loading}
      options={options}
      value={value}
      inputValue={typed}
      onInputChange={(_event, next) => setTyped(next)}
      onChange={(_event, next) => onChange(next)}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={(tag) => tag.tag}
      // The server already searched; the picker shows what it answered.
      filterOptions={(found) => found}
      noOptionsText={t('picker.none')}
      loadingText={t('state.loading', { ns: 'common' })}
      renderValue={(items, getItemProps) =>
        items.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip key={key} size="small" icon={<LocalOfferOutlinedIcon />} label={tag.tag} {...itemProps} />
          );
        })
      }
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
