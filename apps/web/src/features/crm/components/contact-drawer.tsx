import type { Contact, CrmProperty } from '@hubline/contract';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, Divider, Drawer, IconButton, Tooltip, Typography } from '@mui/material';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormatDate } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/language';
import { useContact } from '../../../lib/api/crm-contact';
import { contactName, type Owner } from '../../../lib/crm/format';
import {
  ContactPropertySections,
  useContactEdit,
} from '../../../ui/contact-properties/contact-property-sections';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { useUpdateContact } from '../api/update-contact';

interface ContactDrawerProps {
  contactId: string;
  properties: readonly CrmProperty[];
  owners: readonly Owner[];
  onClose: () => void;
}

/** A contact's every property, editable except the LINE user ids; Save sends what changed. */
export function ContactDrawer({ contactId, properties, owners, onClose }: ContactDrawerProps) {
  const { t } = useTranslation('crm');
  const { hubId = '' } = useParams();
  const titleId = useId();
  const contact = useContact(hubId, contactId);
  const lang = useLanguage();
  const title = contact.data
    ? (contactName(contact.data.properties, lang) ?? t('table.noName'))
    : t('drawer.title');

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 480 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 2 }}>
        <Typography
          id={titleId}
          variant="h2"
          component="h2"
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        <Tooltip title={t('drawer.close')}>
          <IconButton onClick={onClose} aria-label={t('drawer.close')} edge="end">
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Divider />
      {contact.isPending && <PageLoader />}
      {contact.isError && (
        <ErrorState message={contact.error.message} onRetry={() => void contact.refetch()} />
      )}
      {contact.isSuccess && (
        <ContactForm contact={contact.data} properties={properties} owners={owners} onClose={onClose} />
      )}
    </Drawer>
  );
}

function ContactForm({
  contact,
  properties,
  owners,
  onClose,
}: {
  contact: Contact;
  properties: readonly CrmProperty[];
  owners: readonly Owner[];
  onClose: () => void;
}) {
  const { t } = useTranslation('crm');
  const { hubId = '' } = useParams();
  const format = useFormatDate();
  const update = useUpdateContact(hubId);
  const edit = useContactEdit(contact.properties, properties, update.error);
  const { formError, validate, changes, dirty } = edit;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Saved, the drawer closes like a dialog does, so the page (and its toast) shows the outcome.
    if (dirty && validate()) update.mutate({ id: contact.id, properties: changes }, { onSuccess: onClose });
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
    >
      <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {t('drawer.dates', {
            created: format.dateTime(contact.createdAt),
            updated: format.dateTime(contact.updatedAt),
          })}
        </Typography>
        <ContactPropertySections edit={edit} owners={owners} lineTitle={t('drawer.line')} />
      </Box>
      <Divider />
      <Box sx={{ px: 3, py: 2 }}>
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button onClick={onClose}>{t('action.cancel', { ns: 'common' })}</Button>
          <Button type="submit" variant="contained" disabled={!dirty} loading={update.isPending}>
            {t('action.save', { ns: 'common' })}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
