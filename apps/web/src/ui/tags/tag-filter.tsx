import type { FriendTag } from '@hubline/contract';
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTagOptions } from './use-tag-options';

interface TagFilterProps {
  hubId: string;
  lineAccountId: string;
  value: FriendTag | null;
  onChange: (value: FriendTag | null) => void;
}

/** A list's filter by one tag of the account (none: everyone). */
export function TagFilter({ hubId, lineAccountId, value, onChange }: TagFilterProps) {
  const { t } = useTranslation('tags');
  const [typed, setTyped] = useState('');
  const { options, loading } = useTagOptions(hubId, lineAccountId, typed);
  return (
    <Autocomplete
      loading={loading}
      options={options}
      value={value}
      onInputChange={(_event, next, reason) => setTyped(reason === 'input' ? next : '')}
      onChange={(_event, next) => onChange(next)}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={(tag) => tag.tag}
      filterOptions={(found) => found}
      noOptionsText={t('picker.none')}
      loadingText={t('state.loading', { ns: 'common' })}
      sx={{ width: 220 }}
      renderInput={(params) => <TextField {...params} label={t('filter.tag')} />}
    />
  );
}
