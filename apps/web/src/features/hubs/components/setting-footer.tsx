import { Alert, Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-client';

/** The server's messages for the fields a card owns, each once (a list repeats one per bad entry). */
export function fieldMessages(error: ApiError | null, owns: (field: string) => boolean): string[] {
  return [
    ...new Set(
      Object.entries(error?.fields ?? {})
        .filter(([field]) => owns(field))
        .map(([, message]) => message),
    ),
  ];
}

interface SettingFooterProps {
  errors: string[];
  changed: boolean;
  pending: boolean;
  onSave: () => void;
  /** Warnings shown between the errors and the button. */
  children?: ReactNode;
}

/** A settings card's refusals, its warnings and its Save button. */
export function SettingFooter({ errors, changed, pending, onSave, children }: SettingFooterProps) {
  const { t } = useTranslation('common');
  return (
    <>
      {errors.map((message) => (
        <Alert key={message} severity="error" sx={{ mt: 2 }}>
          {message}
        </Alert>
      ))}
      {children}
      <Box sx={{ mt: 2.5 }}>
        <Button variant="contained" disabled={!changed} loading={pending} onClick={onSave}>
          {t('action.save')}
        </Button>
      </Box>
    </>
  );
}
