import type { CrmFilter, CrmProperty } from '@hubline/contract';
import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Owner } from '../../../lib/crm/format';
import { FilterEditor } from './filter-editor';

interface ContactsToolbarProps {
  search: string;
  filters: readonly CrmFilter[];
  properties: readonly CrmProperty[];
  owners: readonly Owner[];
  onSearch: (search: string) => void;
  onFilters: (filters: CrmFilter[]) => void;
}

/** The search box, then the filters a contact must match. */
export function ContactsToolbar({
  search,
  filters,
  properties,
  owners,
  onSearch,
  onFilters,
}: ContactsToolbarProps) {
  const { t } = useTranslation('crm');
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', p: 2 }}>
      <TextField
        type="search"
        size="small"
        label={t('toolbar.search')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ flex: '1 1 260px', maxWidth: 360 }}
        slotProps={{
          htmlInput: { maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <FilterEditor filters={filters} properties={properties} owners={owners} onChange={onFilters} />
      </Box>
    </Box>
  );
}
