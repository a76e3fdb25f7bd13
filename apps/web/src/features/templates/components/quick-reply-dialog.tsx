import { CHAT_TEXT_MAX_LENGTH, type Template, type TemplateInput } from '@hubline/contract';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInboxAccounts } from '../../../lib/api/inbox-accounts';
import { ApiError } from '../../../lib/api-client';
import { useSaveTemplate } from '../api/save-template';

/** The contact properties a quick reply's body may name; the inbox fills them for the chat's contact. */
const TOKENS = ['firstname', 'lastname', 'email', 'phone'] as const;

interface Props {
  hubId: string;
  /** The quick reply to edit; none to create one in `folderId`. */
  template: Template | null;
  folderId: string | null;
  onClose: () => void;
}

/** Create or edit a quick reply: name, status, owner LINE accounts and the body with contact tokens. */
export function QuickReplyDialog({ hubId, template, folderId, onClose }: Props) {
  const { t } = useTranslation('templates');
  const accounts = useInboxAccounts(hubId);
  const save = useSaveTemplate(hubId);
  const [name, setName] = useState(template?.name ?? '');
  const [enabled, setEnabled] = useState((template?.status ?? 'enabled') === 'enabled');
  const [accountIds, setAccountIds] = useState<string[]>(template?.accountIds ?? []);
  const [body, setBody] = useState(template?.body ?? '');
  const bodyBox = useRef<HTMLTextAreaElement>(null);
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const accountError = Object.entries(fields).find(([key]) => key.startsWith('accountIds'))?.[1];
  const options = accounts.data?.accounts ?? [];

  const insertToken = (token: string) => {
    const at = bodyBox.current?.selectionStart ?? body.length;
    const text = `{{${token}}}`;
    setBody(body.slice(0, at) + text + body.slice(at));
    requestAnimationFrame(() => {
      bodyBox.current?.focus();
      bodyBox.current?.setSelectionRange(at + text.length, at + text.length);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: TemplateInput = { name, status: enabled ? 'enabled' : 'disabled', accountIds, body };
    save.mutate({ input, id: template?.id, folderId }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="quick-reply-editor-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="quick-reply-editor-title">
          {template ? t('editor.editTitle') : t('editor.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {save.isError && Object.keys(fields).length === 0 && (
              <Alert severity="error">{save.error.message}</Alert>
            )}
            <TextField
              label={t('editor.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              autoFocus
              error={!!fields.name}
              helperText={fields.name}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <FormControlLabel
              control={<Switch checked={enabled} onChange={(_event, on) => setEnabled(on)} />}
              label={t('editor.enabled')}
            />
            <Autocomplete
              multiple
              options={options.map((account) => account.id)}
              value={accountIds}
              onChange={(_event, ids) => setAccountIds(ids)}
              getOptionLabel={(id) => options.find((account) => account.id === id)?.name ?? id}
              loading={accounts.isPending}
              renderValue={(ids, getItemProps) =>
                ids.map((id, index) => {
                  const { key, ...chip } = getItemProps({ index });
                  const label = options.find((account) => account.id === id)?.name ?? id;
                  return <Chip key={key} size="small" label={label} {...chip} />;
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  required
                  label={t('editor.accounts')}
                  error={!!accountError || accounts.isError}
                  helperText={
                    accountError ?? (accounts.isError ? accounts.error.message : t('editor.accountsHelp'))
                  }
                />
              )}
            />
            <Box>
              <TextField
                label={t('editor.body')}
                value={body}
                onChange={(event) => setBody(event.target.value)}
                required
                fullWidth
                multiline
                minRows={4}
                maxRows={12}
                inputRef={bodyBox}
                error={!!fields.body}
                helperText={
                  fields.body ?? t('editor.bodyHelp', { count: body.length, max: CHAT_TEXT_MAX_LENGTH })
                }
                slotProps={{ htmlInput: { maxLength: CHAT_TEXT_MAX_LENGTH } }}
              />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('editor.insertToken')}
                </Typography>
                {TOKENS.map((token) => (
                  <Chip
                    key={token}
                    size="small"
                    variant="outlined"
                    label={`{{${token}}}`}
                    onClick={() => insertToken(token)}
                  />
                ))}
              </Box>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('editor.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('editor.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
