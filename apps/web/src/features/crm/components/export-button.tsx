import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { exportFileName } from '../../../lib/crm/format';
import { saveFile } from '../../../ui/save-file';
import { useExportContacts } from '../api/export-contacts';

/** Downloads every contact as CSV under the server's file name; a failure is toasted. */
export function ExportButton() {
  const { t } = useTranslation('crm');
  const { hubId = '' } = useParams();
  const exporter = useExportContacts(hubId);
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadIcon />}
      loading={exporter.isPending}
      onClick={() =>
        exporter.mutate(undefined, {
          onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? exportFileName(new Date())),
        })
      }
    >
      {t('toolbar.export')}
    </Button>
  );
}
