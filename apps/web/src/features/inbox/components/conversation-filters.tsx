import { INBOX_FILTERS, type InboxFilter } from '@hubline/contract';
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputAdornment, Tab, Tabs, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SearchStart, shouldSearch } from '../search-throttle';
import { STATUS_KEYS } from './status-keys';

interface Props {
  status: InboxFilter;
  unread: number;
  onStatus: (status: InboxFilter) => void;
  onSearch: (words: string) => void;
}

/** The status tabs (with the unread count) and the search box above the list. */
export function ConversationFilters({ status, unread, onStatus, onSearch }: Props) {
  const { t } = useTranslation('inbox');
  const [words, setWords] = useState('');
  const last = useRef<SearchStart | null>(null);

  const submit = () => {
    const trimmed = words.trim();
    const now = Date.now();
    if (!shouldSearch(last.current, trimmed, now)) return;
    last.current = { words: trimmed, at: now };
    onSearch(trimmed);
  };

  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ px: 1.5, pt: 1.5 }}
      >
        <TextField
          size="small"
          fullWidth
          type="search"
          value={words}
          onChange={(event) => {
            setWords(event.target.value);
            // Clearing the box goes back to the list without another press.
            if (!event.target.value.trim()) {
              last.current = null;
              onSearch('');
            }
          }}
          placeholder={t('search.placeholder')}
          slotProps={{
            htmlInput: { 'aria-label': t('search.label'), maxLength: 100 },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" edge="end" size="small" aria-label={t('search.submit')}>
                    <SearchIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Tabs
        value={status}
        onChange={(_event, value: InboxFilter) => onStatus(value)}
        variant="scrollable"
        scrollButtons={false}
        aria-label={t('status.label')}
        sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40, minWidth: 0, px: 1, fontSize: 13 } }}
      >
        {INBOX_FILTERS.map((filter) => (
          <Tab
            key={filter}
            value={filter}
            label={
              <span>
                {t(STATUS_KEYS[filter])}
                {filter === 'unread' && unread > 0 && (
                  <Box
                    component="span"
                    sx={{
                      ml: 0.5,
                      px: 0.75,
                      borderRadius: 5,
                      bgcolor: 'error.main',
                      color: 'error.contrastText',
                      fontSize: 11,
                      fontWeight: 700,
                    }}
                  >
                    {unread > 99 ? '99+' : unread}
                  </Box>
                )}
              </span>
            }
          />
        ))}
      </Tabs>
    </Box>
  );
}
