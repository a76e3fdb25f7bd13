import { FRIEND_STATUSES } from '@hubline/contract';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FriendStatus } from '../../../../lib/api/line-friends';
import { SearchField } from '../../../../ui/search-field';

const STATUS_LABEL_KEYS: Record<FriendStatus, string> = {
  all: 'friends.statusAll',
  friends: 'friends.statusFriends',
  blocked: 'friends.statusBlocked',
};

function isFriendStatus(value: string): value is FriendStatus {
  return (FRIEND_STATUSES as readonly string[]).includes(value);
}

interface FriendsToolbarProps {
  search: string;
  status: FriendStatus;
  importing: boolean;
  /** The filter by tag, for members who may read tags. */
  tagFilter?: ReactNode;
  onSearch: (search: string) => void;
  onStatus: (status: FriendStatus) => void;
  onImport: () => void;
}

/** Search, status filter, and the import from LINE. */
export function FriendsToolbar({
  search,
  status,
  importing,
  tagFilter,
  onSearch,
  onStatus,
  onImport,
}: FriendsToolbarProps) {
  const { t } = useTranslation('lineAccounts');
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', p: 2 }}>
      <SearchField
        label={t('friends.search')}
        value={search}
        onSearch={onSearch}
        sx={{ flex: '1 1 260px', maxWidth: 400 }}
      />
      <TextField
        select
        label={t('friends.status')}
        value={status}
        onChange={(event) => {
          if (isFriendStatus(event.target.value)) onStatus(event.target.value);
        }}
        sx={{ width: 160 }}
      >
        {FRIEND_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(STATUS_LABEL_KEYS[value])}
          </MenuItem>
        ))}
      </TextField>
      {tagFilter}
      <Box sx={{ flex: 1 }} />
      <Button
        variant="outlined"
        startIcon={<CloudDownloadOutlinedIcon />}
        onClick={onImport}
        loading={importing}
      >
        {t('friends.import')}
      </Button>
    </Box>
  );
}
