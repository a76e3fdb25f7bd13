import type { LineAccount } from '@hubline/contract';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/toast';
import { CopyField } from '../../../../ui/copy-field';
import { QrCode, qrDataUrl } from '../../../../ui/qr-code';
import { SectionCard } from '../../../../ui/section-card';
import { friendAddUrl } from '../../format';

const DOWNLOAD_SIZE = 1024;

/** The friend-add QR code and link, to print or share. */
export function QrTab({ account }: { account: LineAccount }) {
  const { t } = useTranslation('lineAccounts');
  const [saving, setSaving] = useState(false);
  const url = friendAddUrl(account.basicId);

  const download = async () => {
    setSaving(true);
    try {
      const link = document.createElement('a');
      link.href = await qrDataUrl(url, DOWNLOAD_SIZE);
      link.download = `${account.basicId.replace(/^@/, '')}-qr.png`;
      link.click();
    } catch {
      showToast('error', t('qr.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard title={t('qr.title')} description={t('qr.text')}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <QrCode value={url} label={t('qr.alt', { name: account.name })} size={200} />
        <Box sx={{ flex: '1 1 320px', display: 'grid', gap: 2 }}>
          <CopyField label={t('qr.url')} value={url} />
          <Typography variant="body2" color="text.secondary">
            {t('qr.help')}
          </Typography>
          <Box>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              onClick={() => void download()}
              loading={saving}
            >
              {t('qr.download')}
            </Button>
          </Box>
        </Box>
      </Box>
    </SectionCard>
  );
}
