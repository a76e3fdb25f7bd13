import type { InboxAccounts } from '@hubline/contract';
import { Avatar, Badge, Box, ListItemIcon, MenuItem, Select, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { inboxPath } from '../paths';

type Account = InboxAccounts['accounts'][number];

function AccountLabel({ account }: { account: Account }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <ListItemIcon sx={{ minWidth: 0 }}>
        <Avatar src={account.icon ?? undefined} alt="" sx={{ width: 24, height: 24, fontSize: 13 }}>
          {account.name.slice(0, 1)}
        </Avatar>
      </ListItemIcon>
      <Typography noWrap sx={{ flex: 1 }}>
        {account.name}
      </Typography>
      {account.unread > 0 && <Badge color="error" badgeContent={account.unread} max={99} sx={{ mx: 1.5 }} />}
    </Box>
  );
}

/** The LINE account whose inbox is open, each with its count of unread conversations. */
export function AccountPicker({ hubId, accounts, seq }: { hubId: string; accounts: Account[]; seq: number }) {
  const { t } = useTranslation('inbox');
  const navigate = useNavigate();
  return (
    <Select
      size="small"
      value={String(seq)}
      onChange={(event) => navigate(inboxPath(hubId, Number(event.target.value)))}
      inputProps={{ 'aria-label': t('account.label') }}
      renderValue={(value) => {
        const account = accounts.find((a) => String(a.seq) === value);
        return account ? <AccountLabel account={account} /> : null;
      }}
      sx={{ width: { xs: '100%', sm: 320 }, bgcolor: 'background.paper' }}
    >
      {accounts.map((account) => (
        <MenuItem key={account.seq} value={String(account.seq)}>
          <AccountLabel account={account} />
        </MenuItem>
      ))}
    </Select>
  );
}
