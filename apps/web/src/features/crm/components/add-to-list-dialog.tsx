import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  MenuItem,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useLists } from '../../../lib/api/crm-lists';
import { PageLoader } from '../../../ui/page-loader';
import { useAddListMembers } from '../api/add-list-members';
import { listsPath } from '../paths';

interface AddToListDialogProps {
  contactIds: string[];
  onClose: () => void;
  onAdded: () => void;
}

/** Puts the selected contacts in a static list (filter lists follow their conditions instead). */
export function AddToListDialog({ contactIds, onClose, onAdded }: AddToListDialogProps) {
  const { t } = useTranslation('crm');
  const { hubId = '' } = useParams();
  const titleId = useId();
  const lists = useLists(hubId);
  const add = useAddListMembers(hubId);
  const [listId, setListId] = useState('');
  const statics = (lists.data?.items ?? []).filter((list) => list.kind === 'static');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (listId) add.mutate({ listId, contactIds }, { onSuccess: onAdded });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('addToList.title', { count: contactIds.length })}</DialogTitle>
        <DialogContent>
          {lists.isPending && <PageLoader />}
          {lists.isSuccess && statics.length === 0 && (
            <DialogContentText>
              {t('addToList.none')}{' '}
              <Link component={RouterLink} to={listsPath(hubId)}>
                {t('addToList.toLists')}
              </Link>
            </DialogContentText>
          )}
          {statics.length > 0 && (
            <TextField
              select
              fullWidth
              autoFocus
              label={t('addToList.list')}
              value={listId}
              onChange={(event) => setListId(event.target.value)}
              sx={{ mt: 1 }}
            >
              {statics.map((list) => (
                <MenuItem key={list.id} value={list.id}>
                  {t('addToList.option', { name: list.name, count: list.size })}
                </MenuItem>
              ))}
            </TextField>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('action.cancel', { ns: 'common' })}</Button>
          <Button type="submit" variant="contained" disabled={!listId} loading={add.isPending}>
            {t('addToList.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
