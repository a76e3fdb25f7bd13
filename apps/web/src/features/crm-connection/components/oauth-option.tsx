import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import { Alert, Box, Button, Divider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface OAuthOptionProps {
  busy: boolean;
  disabled: boolean;
  error: string | undefined;
  onStart: () => void;
}

/** HubSpot's recommended way in: sign in on HubSpot and choose the portal there (OAuth). */
export function OAuthOption({ busy, disabled, error, onStart }: OAuthOptionProps) {
  const { t } = useTranslation('crmConnection');
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 260px' }}>
          {t('oauth.text')}
        </Typography>
        <Button
          autoFocus
          variant="contained"
          startIcon={<HubOutlinedIcon />}
          loading={busy}
          loadingPosition="start"
          disabled={disabled}
          onClick={onStart}
        >
          {t('oauth.connect')}
        </Button>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Divider sx={{ my: 2.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('oauth.or')}
        </Typography>
      </Divider>
    </>
  );
}
