import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useExportContacts } from '../api/export-contacts';
import { exportFileName } from '../format';

/** Hands the browser a file to save, as a download link would. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
