import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, Box, Button, Divider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface SandboxOptionProps {
  busy: boolean;
  disabled: boolean;
  error: string | undefined;
  onUse: () => void;
}

/** The demo's way in: a new portal on the local HubSpot sandbox, no HubSpot account needed. */
export function SandboxOption({ busy, disabled, error, onUse }: SandboxOptionProps) {
  const { t } = useTranslation('crmConnection');
  return (
    <>
      <Divider sx={{ my: 2.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('sandbox.or')}
        </Typography>
      </Divider>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 260px' }}>
          {t('sandbox.text')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<ScienceOutlinedIcon />}
          loading={busy}
          loadingPosition="start"
          disabled={disabled}
          onClick={onUse}
        >
          {t('sandbox.use')}
        </Button>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </>
  );
}
