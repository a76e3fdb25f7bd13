import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useImportContacts } from '../api/import-contacts';
import { refusedRows } from '../import-rows';

/** Pick a CSV file and import it; the dialog then shows what the server said, refused rows included. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('crm');
  const { hubId = '' } = useParams();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const importer = useImportContacts(hubId);
  const [file, setFile] = useState<File | null>(null);
  const rows = refusedRows(importer.error?.fields ?? {});

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    importer.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) importer.mutate(file);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('import.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('import.text')}</DialogContentText>
          <input
            ref={inputRef}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={pick}
            aria-label={t('import.choose')}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => inputRef.current?.click()}
            >
              {t('import.choose')}
            </Button>
            <Typography
              variant="body2"
              color={file ? 'text.primary' : 'text.secondary'}
              sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
            >
              {file ? file.name : t('import.noFile')}
            </Typography>
          </Box>
          {importer.isSuccess && (
            <Alert severity="success" sx={{ mt: 2.5 }}>
              {importer.data.msg}
            </Alert>
          )}
          {importer.isError && (
            <Alert severity="error" sx={{ mt: 2.5 }}>
              {importer.error.message}
              {rows.length > 0 && (
                <List
                  dense
                  disablePadding
                  aria-label={t('import.refusedRows')}
                  sx={{ mt: 1, maxHeight: 220, overflowY: 'auto' }}
                >
                  {rows.map((row) => (
                    <ListItem key={row.key} disableGutters sx={{ py: 0 }}>
                      <ListItemText primary={row.msg} slotProps={{ primary: { variant: 'body2' } }} />
                    </ListItem>
                  ))}
                </List>
              )}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>
            {importer.isSuccess ? t('import.close') : t('action.cancel', { ns: 'common' })}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!file || importer.isSuccess}
            loading={importer.isPending}
          >
            {t('import.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
