import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from './page-header';

/**
 * The top of a library item's editor: back to its list, the title (new or edit) with the item's
 * name under it, the save button, and why the last save was refused.
 */
export function EditorHeader({
  back,
  title,
  subtitle,
  save,
}: {
  back: { to: string; label: string };
  title: string;
  subtitle?: string;
  save: { label: string; onSave: () => void; pending: boolean; error: Error | null };
}) {
  return (
    <>
      <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        {back.label}
      </Button>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button variant="contained" onClick={save.onSave} loading={save.pending}>
            {save.label}
          </Button>
        }
      />
      {save.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {save.error.message}
        </Alert>
      )}
    </>
  );
}
