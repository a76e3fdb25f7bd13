import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { InfoItem } from '../../../../ui/info-item';

/** The hub keeps its contacts in Hubline; HubSpot can take over. */
export function BuiltinCrmSummary({ onConnect }: { onConnect: () => void }) {
  const { t } = useTranslation('crmConnection');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <InfoItem label={t('summary.crm')} value={t('builtin.name')} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('builtin.text')}
        </Typography>
      </Box>
      <Button variant="contained" onClick={onConnect}>
        {t('connect.open')}
      </Button>
    </Box>
  );
}
