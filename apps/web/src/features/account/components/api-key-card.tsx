import type { Account } from '@hubline/contract';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Button, IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../app/toast';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { SectionCard } from '../../../ui/section-card';
import { useRenewApiKey } from '../api/renew-api-key';

function mask(key: string) {
  if (key.length <= 8) return '•'.repeat(key.length);
  return `${key.slice(0, 4)}${'•'.repeat(Math.min(24, key.length - 8))}${key.slice(-4)}`;
}

/** The hub's API key: masked, copyable, renewable after a confirmation. */
export function ApiKeyCard({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const renew = useRenewApiKey(account.hubId);
  const [visible, setVisible] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.apiKey);
      showToast('info', t('apiKey.copied'));
    } catch {
      showToast('error', t('apiKey.copyFailed'));
    }
  };

  return (
    <SectionCard title={t('apiKey.title')} description={t('apiKey.description')}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', maxWidth: 640 }}>
        <TextField
          label={t('apiKey.label')}
          value={visible ? account.apiKey : mask(account.apiKey)}
          sx={{ flex: '1 1 320px' }}
          slotProps={{
            htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={visible ? t('apiKey.hide') : t('apiKey.show')}>
                    <IconButton
                      edge="end"
                      aria-label={visible ? t('apiKey.hide') : t('apiKey.show')}
                      onClick={() => setVisible((value) => !value)}
                    >
                      {visible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('apiKey.copy')}
        </Button>
        <Button color="error" onClick={() => setConfirming(true)}>
          {t('apiKey.renew')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('apiKey.renewTitle')}
        text={t('apiKey.renewText')}
        confirmLabel={t('apiKey.renew')}
        danger
        busy={renew.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => renew.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </SectionCard>
  );
}
