import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';

/** A tab's "New …" button, above its list. */
export function NewRecordButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <Button variant="outlined" startIcon={<AddIcon />} disabled={disabled} onClick={onClick}>
        {label}
      </Button>
    </Box>
  );
}
