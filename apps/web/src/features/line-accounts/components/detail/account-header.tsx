import type { LineAccount } from '@hubline/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { lineAccountsPath } from '../../paths';
import { AccountAvatar } from '../account-avatar';
import { AccountPlanChip } from '../account-chips';

/** Who the account is: picture, name, basic id, channel id, platform and plan. */
export function AccountHeader({ hubId, account }: { hubId: string; account: LineAccount }) {
  const { t } = useTranslation('lineAccounts');
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        component={RouterLink}
        to={lineAccountsPath(hubId)}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1.5, ml: -1 }}
      >
        {t('list.title')}
      </Button>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', minWidth: 0 }}>
        <AccountAvatar name={account.name} icon={account.icon} size={64} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {account.name}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              gap: { xs: 1, sm: 2 },
              rowGap: 0.5,
              alignItems: 'center',
              flexWrap: 'wrap',
              mt: 0.5,
              color: 'text.secondary',
            }}
          >
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {account.basicId}
            </Typography>
            <Typography variant="body2">
              {t('detail.channelId')}{' '}
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {account.channelId}
              </Box>
            </Typography>
            <Chip
              size="small"
              label={account.platform === 'sandbox' ? t('platform.sandbox') : t('platform.line')}
              color={account.platform === 'sandbox' ? 'warning' : 'primary'}
              variant="outlined"
            />
            <AccountPlanChip plan={account.plan} />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
