import type { CreateLineAccountResponse } from '@hubline/contract';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CopyField } from '../../../../ui/copy-field';
import { lineAccountPath, lineAccountsPath } from '../../paths';
import { LINE_DEVELOPERS_URL } from './channel-step';

interface CompletionProps {
  hubId: string;
  name: string;
  result: CreateLineAccountResponse;
}

/** Connected: the webhook URL, whether LINE took it and reached us, and where to go next. */
export function Completion({ hubId, name, result }: CompletionProps) {
  const { t } = useTranslation('lineAccounts');
  const { webhook } = result;
  const ready = webhook.set && webhook.tested;
  return (
    <>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <CheckCircleIcon color="primary" sx={{ fontSize: 56 }} />
        <Typography variant="h2" sx={{ mt: 1 }}>
          {t('done.title', { name })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('done.text')}
        </Typography>
      </Box>
      <CopyField label={t('webhook.url')} value={webhook.url} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 2.5, display: 'grid', gap: 1 }}>
        <Check ok={webhook.set} text={webhook.set ? t('done.set') : t('done.notSet')} />
        <Check ok={webhook.tested} text={webhook.tested ? t('done.tested') : t('done.notTested')} />
      </Box>
      {!ready && (
        <Alert severity="warning">
          {webhook.detail && (
            <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {t('done.detail', { detail: webhook.detail })}
            </Typography>
          )}
          <Typography variant="body2">
            {t('done.manual')}{' '}
            <Link href={LINE_DEVELOPERS_URL} target="_blank" rel="noopener noreferrer">
              {t('channel.console')}
            </Link>
          </Typography>
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 4 }}>
        <Button component={RouterLink} to={lineAccountsPath(hubId)}>
          {t('done.toList')}
        </Button>
        <Button variant="contained" component={RouterLink} to={lineAccountPath(hubId, result.id)}>
          {t('done.open')}
        </Button>
      </Box>
    </>
  );
}

function Check({ ok, text }: { ok: boolean; text: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      {ok ? (
        <CheckCircleIcon color="primary" fontSize="small" />
      ) : (
        <CancelIcon color="error" fontSize="small" />
      )}
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}
