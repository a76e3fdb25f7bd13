import type { VerifyCredentialsResponse } from '@hubline/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AccountAvatar } from '../account-avatar';

/** The bot the credentials belong to, once verified. */
export function BotPreview({ bot }: { bot: VerifyCredentialsResponse['bot'] }) {
  const { t } = useTranslation('lineAccounts');
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        p: 2,
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 1,
        bgcolor: '#F1FBF4',
      }}
    >
      <AccountAvatar name={bot.displayName} icon={bot.pictureUrl} size={56} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'primary.dark' }}>
          <CheckCircleIcon fontSize="small" />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('token.verified')}
          </Typography>
        </Box>
        <Typography variant="h3" component="p" noWrap>
          {bot.displayName}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {bot.basicId} · {bot.userId}
        </Typography>
      </Box>
    </Box>
  );
}
