import type { Account } from '@hubline/contract';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { SectionCard } from '../../../ui/section-card';
import { VisibilityToggle } from '../../../ui/visibility-toggle';
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
                <VisibilityToggle
                  visible={visible}
                  onToggle={() => setVisible((value) => !value)}
                  showLabel={t('apiKey.show')}
                  hideLabel={t('apiKey.hide')}
                />
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
