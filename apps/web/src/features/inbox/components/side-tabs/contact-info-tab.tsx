import type { Contact, CrmProperty } from '@hubline/contract';
import { Alert, Box, Button } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContact } from '../../../../lib/api/crm-contact';
import type { Owner } from '../../../../lib/crm/format';
import { useCrmReference } from '../../../../lib/crm/use-crm-reference';
import {
  ContactPropertySections,
  useContactEdit,
} from '../../../../ui/contact-properties/contact-property-sections';
import { ErrorState } from '../../../../ui/error-state';
import { PageLoader } from '../../../../ui/page-loader';
import { useUpdateChatProperties } from './api/contact-properties';

interface ContactInfoTabProps {
  hubId: string;
  seq: number;
  vid: string;
  contactId: string | null;
}

/**
 * The friend's contact, every property editable but the LINE user ids. A friend with no contact
 * yet shows an empty form: the first Save creates the contact (the server does), and the tab
 * follows the contact it answered with.
 */
export function ContactInfoTab({ hubId, seq, vid, contactId }: ContactInfoTabProps) {
  const reference = useCrmReference(hubId);
  const [created, setCreated] = useState<string | null>(null);
  const id = contactId ?? created;
  if (reference.query.isPending) return <PageLoader />;
  if (reference.query.isError)
    return (
      <ErrorState message={reference.query.error.message} onRetry={() => void reference.query.refetch()} />
    );
  const form = {
    hubId,
    seq,
    vid,
    properties: reference.properties,
    owners: reference.owners,
    onSaved: setCreated,
  };
  return id ? <KnownContact id={id} {...form} /> : <ContactForm contact={null} {...form} />;
}

type FormProps = Omit<ContactInfoTabProps, 'contactId'> & {
  properties: readonly CrmProperty[];
  owners: readonly Owner[];
  onSaved: (contactId: string) => void;
};

function KnownContact({ id, ...form }: FormProps & { id: string }) {
  const contact = useContact(form.hubId, id);
  if (contact.isPending) return <PageLoader />;
  if (contact.isError)
    return <ErrorState message={contact.error.message} onRetry={() => void contact.refetch()} />;
  // A new form after each save, so it starts from what the CRM kept.
  return <ContactForm key={contact.data.updatedAt} contact={contact.data} {...form} />;
}

function ContactForm({
  hubId,
  seq,
  vid,
  properties,
  owners,
  onSaved,
  contact,
}: FormProps & { contact: Contact | null }) {
  const { t } = useTranslation('inboxTabs');
  const update = useUpdateChatProperties(hubId, seq, vid);
  const saved = contact?.properties ?? {};
  const edit = useContactEdit(saved, properties, update.error);
  const { formError, validate, changes, dirty } = edit;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty && validate()) update.mutate(changes, { onSuccess: ({ contact }) => onSaved(contact.id) });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('contact.formLabel')}>
      {!contact && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('contact.none')}
        </Alert>
      )}
      <ContactPropertySections edit={edit} owners={owners} lineTitle={t('contact.line')} />
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          bgcolor: 'background.paper',
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          py: 2,
        }}
      >
        {formError && <Alert severity="error">{formError}</Alert>}
        <Button
          type="submit"
          variant="contained"
          disabled={!dirty}
          loading={update.isPending}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('action.save', { ns: 'common' })}
        </Button>
      </Box>
    </Box>
  );
}
