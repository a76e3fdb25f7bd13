import type { LibraryPage } from '@hubline/contract';
import { Link, MenuItem, TextField } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApiError } from '../../../../lib/api-client';

/**
 * An item of one of the library's kinds, by name (messaging.md §3: a broadcast message's types
 * "carousel", "rich video"); with none yet, a link to create one.
 */
export function LibraryPicker({
  label,
  items: query,
  noneKey,
  createPath,
  value,
  onChange,
  serverError,
}: {
  label: string;
  /** The kind's `?all=true` read. */
  items: UseQueryResult<LibraryPage<{ id: string; name: string }>, ApiError>;
  /** The text shown when the hub has none, with a `<create>` link. */
  noneKey: string;
  createPath: string;
  value: string;
  onChange: (id: string) => void;
  serverError?: string;
}) {
  const { t } = useTranslation('broadcastComposer');
  const items = query.data?.items ?? [];
  const none = query.isSuccess && items.length === 0;
  return (
    <TextField
      select
      label={label}
      value={items.some((item) => item.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={!!serverError || query.isError}
      helperText={
        serverError ??
        (query.isError ? query.error.message : undefined) ??
        (none ? (
          <Trans
            t={t}
            i18nKey={noneKey}
            components={{ create: <Link component={RouterLink} to={createPath} /> }}
          />
        ) : undefined)
      }
      disabled={none}
      fullWidth
    >
      {items.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
