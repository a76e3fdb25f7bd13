import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisibilityToggle } from '../../../../ui/visibility-toggle';
import type { CrmConnection } from '../../api/get-crm-connection';
import { useConnectChoices } from '../use-connect-choices';
import { OAuthOption } from './oauth-option';
import { SandboxOption } from './sandbox-option';

interface ConnectDialogProps {
  hubId: string;
  connection: CrmConnection;
  onClose: () => void;
}

/**
 * Connect HubSpot: "Connect with HubSpot" (OAuth, when the server has a HubSpot app), a private
 * app's access token, or the local HubSpot sandbox (a new portal in one click, or its OAuth).
 */
export function ConnectDialog({ hubId, connection, onClose }: ConnectDialogProps) {
  const { t } = useTranslation('crmConnection');
  const titleId = useId();
  const { busy, token: byToken, oauth, sandbox } = useConnectChoices(hubId);
  const { oauthAvailable } = connection;
  const [token, setToken] = useState('');
  const [visible, setVisible] = useState(false);
  const [touched, setTouched] = useState(false);
  const tokenError =
    touched && !token.trim()
      ? t('validation.required', { ns: 'server' })
      : byToken.refusal
        ? (byToken.refusal.fields.accessToken ?? byToken.refusal.message)
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!token.trim() || busy) return;
    byToken.submit(token.trim(), onClose);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('connect.title')}</DialogTitle>
        <DialogContent>
          {oauthAvailable.hubspot && (
            <OAuthOption busy={oauth.busy} disabled={busy} error={oauth.error} onStart={oauth.start} />
          )}
          <DialogContentText sx={{ mb: 2.5 }}>{t('connect.text')}</DialogContentText>
          <TextField
            autoFocus={!oauthAvailable.hubspot}
            fullWidth
            required
            label={t('connect.token')}
            type={visible ? 'text' : 'password'}
            autoComplete="off"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            error={Boolean(tokenError)}
            helperText={tokenError ?? t('connect.tokenHelp')}
            slotProps={{
              htmlInput: { spellCheck: false, maxLength: 500, style: { fontFamily: 'monospace' } },
              input: {
                endAdornment: (
                  <VisibilityToggle
                    visible={visible}
                    onToggle={() => setVisible((value) => !value)}
                    showLabel={t('connect.showToken')}
                    hideLabel={t('connect.hideToken')}
                  />
                ),
              },
            }}
          />
          {connection.sandboxAvailable && (
            <SandboxOption
              busy={sandbox.busy}
              disabled={busy}
              error={sandbox.error}
              onUse={() => sandbox.newPortal(onClose)}
              onOAuth={oauthAvailable.sandbox ? sandbox.startOAuth : undefined}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('action.cancel', { ns: 'common' })}
          </Button>
          {/* With OAuth offered, the token is the alternative: its button steps back. */}
          <Button
            type="submit"
            variant={oauthAvailable.hubspot ? 'outlined' : 'contained'}
            loading={byToken.busy}
            disabled={busy}
          >
            {t('connect.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
