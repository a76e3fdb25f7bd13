import { TAG_NAME_MAX, type Tag } from '@hubline/contract';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateTag, useRenameTag } from '../api/tag-writes';

interface TagDialogProps {
  hubId: string;
  /** The hub's LINE accounts, a new tag's owner among them. */
  accounts: { id: string; name: string }[];
  /** The tag to rename; none to create one. */
  editing: Tag | null;
  /** The account a new tag starts on (the page's filter). */
  defaultAccountId?: string;
  onClose: () => void;
}

/** A new tag (name and owner account) or a new name for one; the account of a tag does not change. */
export function TagDialog({ hubId, accounts, editing, defaultAccountId, onClose }: TagDialogProps) {
  const { t } = useTranslation('tags');
  const titleId = useId();
  const create = useCreateTag(hubId);
  const rename = useRenameTag(hubId);
  const write = editing ? rename : create;
  const [tag, setTag] = useState(editing?.tag ?? '');
  const [accountId, setAccountId] = useState(
    editing?.lineAccountId ?? defaultAccountId ?? accounts[0]?.id ?? '',
  );
  const [checked, setChecked] = useState(false);
  const missing = checked && !tag.trim() ? t('validation.required', { ns: 'server' }) : undefined;
  const fieldError = missing ?? write.error?.fields.tag;
  // A refusal about the whole tag (a duplicate, an account gone) rather than one field.
  const formError = write.error && !write.error.fields.tag ? write.error.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!tag.trim()) return;
    if (editing) rename.mutate({ id: editing.id, tag }, { onSuccess: onClose });
    else create.mutate({ tag, lineAccountId: accountId }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{editing ? t('dialog.renameTitle') : t('dialog.createTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            autoFocus
            required
            label={t('field.tag')}
            value={tag}
            onChange={(event) => setTag(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? t('field.tagHelp', { count: TAG_NAME_MAX })}
            slotProps={{ htmlInput: { maxLength: TAG_NAME_MAX } }}
          />
          <TextField
            select
            required
            label={t('field.account')}
            value={accountId}
            onChange={(event) => setAccountId(event.target.value)}
            disabled={Boolean(editing)}
            helperText={editing ? t('field.accountFixed') : t('field.accountHelp')}
          >
            {accounts.map((account) => (
              <MenuItem key={account.id} value={account.id}>
                {account.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('action.cancel', { ns: 'common' })}</Button>
          <Button type="submit" variant="contained" loading={write.isPending}>
            {editing ? t('action.save', { ns: 'common' }) : t('dialog.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
