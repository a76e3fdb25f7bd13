import { TOAST_MS } from '@hubline/contract';
import { Alert, Snackbar } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { currentToast, dismissToast, subscribeToasts } from '../lib/toast';

/** The single toast outlet (core.md §4: success 1 s, error 3 s, info 1 s). */
export function ToastHost() {
  const toast = useSyncExternalStore(subscribeToasts, currentToast);
  if (!toast) return null;
  const close = () => dismissToast(toast.id);
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={TOAST_MS[toast.severity]}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={toast.severity} variant="filled" onClose={close} sx={{ minWidth: 280, boxShadow: 3 }}>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
