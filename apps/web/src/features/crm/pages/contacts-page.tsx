import AddIcon from '@mui/icons-material/Add';
import FileUploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../lib/crm/catalog';
import { useParams } from 'react-router';
import { useCrmReference } from '../../../lib/crm/use-crm-reference';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { ContactDrawer } from '../components/contact-drawer';
import { ContactsCard } from '../components/contacts-card';
import { ExportButton } from '../components/export-button';
import { ImportDialog } from '../components/import-dialog';
import { NewContactDialog } from '../components/new-contact-dialog';

/** The built-in CRM's contacts: search, filter, page through, create, edit, import, export, merge. */
export function ContactsPage() {
  const { t } = useTranslation('crm');
  const { hubId = '' } = useParams();
  const reference = useCrmReference(hubId);
  const [dialog, setDialog] = useState<'new' | 'import' | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const onCreate = () => setDialog('new');
  const onImport = () => setDialog('import');

  return (
    <>
      <PageHeader
        title={t('contacts.title')}
        subtitle={t('contacts.subtitle')}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<FileUploadIcon />} onClick={onImport}>
              {t('toolbar.import')}
            </Button>
            <ExportButton />
            <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
              {t('new.open')}
            </Button>
          </Box>
        }
      />
      {reference.query.isPending && <PageSkeleton shape="list" />}
      {reference.query.isError && (
        <ErrorState message={reference.query.error.message} onRetry={() => void reference.query.refetch()} />
      )}
      {reference.query.isSuccess && (
        <ContactsCard
          properties={reference.properties}
          owners={reference.owners}
          onOpen={setOpenId}
          onCreate={onCreate}
          onImport={onImport}
        />
      )}
      {dialog === 'new' && (
        <NewContactDialog
          properties={reference.properties}
          owners={reference.owners}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
      {openId && (
        <ContactDrawer
          contactId={openId}
          properties={reference.properties}
          owners={reference.owners}
          onClose={() => setOpenId(null)}
        />
      )}
    </>
  );
}
