import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One file chosen and handed over at once (the server checks it by content and answers why not):
 * the button, the rules beside it, and the refusal under it.
 */
export function UploadButton({
  label,
  fileLabel,
  accept,
  rules,
  pending,
  error,
  onFile,
  beside,
}: {
  label: string;
  /** The file input's accessible name (what a browser test sets the file on). */
  fileLabel: string;
  accept: string;
  rules: string;
  pending: boolean;
  error?: string;
  onFile: (file: File) => void;
  /** Another way to the same file, next to the button (e.g. choosing it from Files). */
  beside?: ReactNode;
}) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button component="label" variant="outlined" startIcon={<UploadIcon />} loading={pending}>
          {label}
          <input
            hidden
            type="file"
            accept={accept}
            aria-label={fileLabel}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </Button>
        {beside}
        <Typography variant="body2" color="text.secondary">
          {rules}
        </Typography>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
