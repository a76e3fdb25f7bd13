import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Text {
  value: string;
  onChange: (value: string) => void;
  /** The server's message about this field, if it refused it. */
  error?: string;
}

/** A record's subject (required) and its longer text: the first fields of ticket and task dialogs. */
export function SubjectFields({
  subject,
  text,
  textLabel,
}: {
  subject: Text;
  text: Text;
  textLabel: string;
}) {
  const { t } = useTranslation('inboxTabs');
  return (
    <>
      <TextField
        label={t('field.subject')}
        value={subject.value}
        onChange={(event) => subject.onChange(event.target.value)}
        required
        autoFocus
        error={Boolean(subject.error)}
        helperText={subject.error}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={textLabel}
        value={text.value}
        onChange={(event) => text.onChange(event.target.value)}
        multiline
        minRows={2}
        error={Boolean(text.error)}
        helperText={text.error}
      />
    </>
  );
}
