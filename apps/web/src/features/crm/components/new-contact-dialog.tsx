import type { CrmProperty } from '@hubline/contract';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { filledProperties, type Owner } from '../../../lib/crm/format';
import { isReadOnlyProperty } from '../../../lib/crm/properties';
import { PropertyFields } from '../../../ui/contact-properties/property-fields';
import { useContactForm } from '../../../ui/contact-properties/use-contact-form';
import { useCreateContact } from '../api/create-contact';

interface NewContactDialogProps {
  properties: readonly CrmProperty[];
  owners: readonly Owner[];
  onClose: () => void;
}

/** Every property that can be typed in, each input by its type; only the filled-in ones are sent. */
export function NewContactDialog({ properties, owners, onClose }: NewContactDialogProps) {
  const { t } = useTranslation('crm');
  const { hubId = '' } = useParams();
  const titleId = useId();
  const create = useCreateContact(hubId);
  const form = useContactForm({}, create.error);
  const editable = properties.filter((property) => !isReadOnlyProperty(property.name));
  const filled = filledProperties(form.values);
  const empty = Object.keys(filled).length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || !form.validate()) return;
    create.mutate(filled, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('new.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2.5 }}>{t('new.text')}</DialogContentText>
          <PropertyFields
            properties={editable}
            values={form.values}
            owners={owners}
            errors={form.errors}
            columns={2}
            onChange={(name, value) => {
              form.onChange(name, value);
              if (create.isError) create.reset();
            }}
          />
          {form.formError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {form.formError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('action.cancel', { ns: 'common' })}</Button>
          <Button type="submit" variant="contained" disabled={empty} loading={create.isPending}>
            {t('new.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
