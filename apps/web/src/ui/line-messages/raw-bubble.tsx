import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** messaging.md §8: a payload that is not valid, or fails to render, shows as its raw JSON text. */
export function RawBubble({ payload }: { payload: unknown }) {
  const { t } = useTranslation('common');
  return (
    <Box
      component="pre"
      aria-label={t('lineMessage.raw')}
      sx={{
        m: 0,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'grey.900',
        color: 'grey.100',
        fontSize: 12,
        fontFamily: 'monospace',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        maxHeight: 320,
        overflow: 'auto',
      }}
    >
      {JSON.stringify(payload, null, 2)}
    </Box>
  );
}
