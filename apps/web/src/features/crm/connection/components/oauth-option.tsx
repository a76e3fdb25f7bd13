import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import { Alert, Button, DialogContentText, Divider, Typography } from '@mui/material';
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
      <DialogContentText sx={{ mb: 2 }}>{t('oauth.text')}</DialogContentText>
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
