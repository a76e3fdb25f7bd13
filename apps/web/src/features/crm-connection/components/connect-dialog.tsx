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
import { VisibilityToggle } from '../../../ui/visibility-toggle';
import { useConnectCrm } from '../api/connect-crm';
import { SandboxOption } from './sandbox-option';

interface ConnectDialogProps {
  hubId: string;
  sandboxAvailable: boolean;
  onClose: () => void;
}

/** Connect HubSpot with a private app's access token, or try it on the local HubSpot sandbox. */
export function ConnectDialog({ hubId, sandboxAvailable, onClose }: ConnectDialogProps) {
  const { t } = useTranslation('crmConnection');
  const titleId = useId();
  const connect = useConnectCrm(hubId);
  const [token, setToken] = useState('');
  const [visible, setVisible] = useState(false);
  const [touched, setTouched] = useState(false);
  const platform = connect.variables?.platform;
  const refusal = connect.error;
  const tokenError =
    touched && !token.trim()
      ? t('validation.required', { ns: 'server' })
      : platform === 'hubspot' && refusal
        ? (refusal.fields.accessToken ?? refusal.message)
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!token.trim()) return;
    connect.mutate({ platform: 'hubspot', accessToken: token.trim() }, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onClose={connect.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('connect.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2.5 }}>{t('connect.text')}</DialogContentText>
          <TextField
            autoFocus
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
          {sandboxAvailable && (
            <SandboxOption
              busy={connect.isPending && platform === 'sandbox'}
              disabled={connect.isPending}
              error={platform === 'sandbox' ? refusal?.message : undefined}
              onUse={() => connect.mutate({ platform: 'sandbox' }, { onSuccess: onClose })}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={connect.isPending}>
            {t('action.cancel', { ns: 'common' })}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={connect.isPending && platform === 'hubspot'}
            disabled={connect.isPending}
          >
            {t('connect.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
