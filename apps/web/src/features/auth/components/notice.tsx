import { Alert } from '@mui/material';
import { useLocation } from 'react-router';

/** A success message handed over by the previous auth step through navigation state. */
export function Notice() {
  const { state } = useLocation();
  const notice: unknown =
    typeof state === 'object' && state !== null && 'notice' in state ? state.notice : undefined;
  if (typeof notice !== 'string' || !notice) return null;
  return (
    <Alert severity="success" sx={{ mb: 2.5 }}>
      {notice}
    </Alert>
  );
}
