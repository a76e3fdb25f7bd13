import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { jsonProblem } from '../../rules/json-text';

/**
 * A JSON text, refused inline while it does not parse to an object (messaging.md §5); once it does,
 * `serverError` is what LINE said of it on the last save.
 */
export function JsonField({
  label,
  value,
  onChange,
  serverError,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  serverError?: string;
}) {
  const { t } = useTranslation('broadcastComposer');
  const problem = value.trim() ? jsonProblem(value) : null;
  let error: string | undefined;
  if (problem?.key === 'json.invalid') error = t('json.invalid', { detail: problem.detail });
  else if (problem?.key === 'json.notObject') error = t('json.notObject');
  else error = serverError;
  return (
    <TextField
      label={label}
      multiline
      minRows={5}
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error}
      slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
    />
  );
}
