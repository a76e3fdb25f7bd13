import { BROADCAST_TYPES, type LineAccount, ROLLING_DAYS } from '@hubline/contract';
import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TYPE_KEYS } from './labels';
import type { RollingDays, SearchCondition } from './search-condition';

interface SearchBarProps {
  condition: SearchCondition;
  accounts: readonly LineAccount[];
  /** The part that changed: the list merges it into the condition as it is at that moment. */
  onChange: (part: Partial<SearchCondition>) => void;
}

/** messaging.md §3 search condition: a name, the date range (all, rolling N days, custom), type and LINE account. */
export function SearchBar({ condition, accounts, onChange }: SearchBarProps) {
  const { t } = useTranslation('broadcasts');
  const set = onChange;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 2, alignItems: 'center' }}>
      <TextField
        type="search"
        label={t('search.name')}
        value={condition.search}
        onChange={(event) => set({ search: event.target.value })}
        sx={{ flex: '1 1 220px', maxWidth: 320 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label={t('search.dateRange')}
        value={condition.dateRange}
        onChange={(event) => set({ dateRange: event.target.value as SearchCondition['dateRange'] })}
        sx={{ width: 170 }}
      >
        <MenuItem value="all">{t('search.allDates')}</MenuItem>
        <MenuItem value="rolling">{t('search.rolling')}</MenuItem>
        <MenuItem value="custom">{t('search.custom')}</MenuItem>
      </TextField>
      {condition.dateRange === 'rolling' && (
        <TextField
          select
          label={t('search.period')}
          value={condition.rolling}
          onChange={(event) => set({ rolling: Number(event.target.value) as RollingDays })}
          sx={{ width: 150 }}
        >
          {ROLLING_DAYS.map((days) => (
            <MenuItem key={days} value={days}>
              {t('search.lastDays', { count: days })}
            </MenuItem>
          ))}
        </TextField>
      )}
      {condition.dateRange === 'custom' && (
        <>
          <TextField
            type="date"
            label={t('search.from')}
            value={condition.from}
            onChange={(event) => set({ from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: condition.to || undefined } }}
            sx={{ width: 165 }}
          />
          <TextField
            type="date"
            label={t('search.to')}
            value={condition.to}
            onChange={(event) => set({ to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: condition.from || undefined } }}
            sx={{ width: 165 }}
          />
        </>
      )}
      <TextField
        select
        label={t('search.type')}
        value={condition.type}
        onChange={(event) => set({ type: event.target.value as SearchCondition['type'] })}
        sx={{ width: 160 }}
      >
        <MenuItem value="all">{t('search.allTypes')}</MenuItem>
        {BROADCAST_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(TYPE_KEYS[type])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('search.account')}
        value={condition.accountId ?? ''}
        onChange={(event) => set({ accountId: event.target.value || null })}
        sx={{ width: 200 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('search.allAccounts')}</MenuItem>
        {accounts.map((account) => (
          <MenuItem key={account.id} value={account.id}>
            {account.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
