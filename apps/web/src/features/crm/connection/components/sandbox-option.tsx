import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, Box, Button, Divider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface SandboxOptionProps {
  /** Which way in is under way: a new portal in one click, or the sandbox's OAuth. */
  busy: 'portal' | 'oauth' | null;
  disabled: boolean;
  error: string | undefined;
  onUse: () => void;
  /** Given when the sandbox offers "Connect with HubSpot" (OAuth) too. */
  onOAuth?: () => void;
}

/** The demo's way in: a new portal on the local HubSpot sandbox, no HubSpot account needed. */
export function SandboxOption({ busy, disabled, error, onUse, onOAuth }: SandboxOptionProps) {
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
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<ScienceOutlinedIcon />}
            loading={busy === 'portal'}
            loadingPosition="start"
            disabled={disabled}
            onClick={onUse}
          >
            {t('sandbox.use')}
          </Button>
          {onOAuth && (
            <Button variant="outlined" loading={busy === 'oauth'} disabled={disabled} onClick={onOAuth}>
              {t('sandbox.oauth')}
            </Button>
          )}
        </Box>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </>
  );
}
