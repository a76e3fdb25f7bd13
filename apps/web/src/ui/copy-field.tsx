import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { showToast } from '../lib/toast';

/** A read-only value (a URL, an id) with a Copy button; long values wrap so all of it can be checked. */
export function CopyField({
  label,
  value,
  helperText,
}: {
  label: string;
  value: string;
  helperText?: string;
}) {
  const { t } = useTranslation('common');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showToast('info', t('copy.done'));
    } catch {
      showToast('error', t('copy.failed'));
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        label={label}
        value={value}
        helperText={helperText}
        multiline
        sx={{ flex: '1 1 320px' }}
        slotProps={{
          htmlInput: { readOnly: true, style: { fontFamily: 'monospace', wordBreak: 'break-all' } },
        }}
      />
      <Button
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        onClick={() => void copy()}
        aria-label={t('copy.label', { label })}
        sx={{ height: 40 }}
      >
        {t('action.copy')}
      </Button>
    </Box>
  );
}
