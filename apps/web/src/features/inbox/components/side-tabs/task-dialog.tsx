import type { Task } from '@hubline/contract';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordTarget } from './api/paths';
import { useRecordWrites } from './api/records';
import { RecordDialog } from './record-dialog';
import { SubjectFields } from './subject-fields';

/** A due date as the date input holds it (YYYY-MM-DD) and as the CRM keeps it (midnight UTC). */
export const dueDateInput = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
export const dueDateValue = (input: string) => (input ? `${input}T00:00:00.000Z` : null);

/** A new task (subject, notes, due date) or one being edited. */
export function TaskDialog({
  hubId,
  target,
  task,
  onClose,
}: {
  hubId: string;
  target: RecordTarget;
  task?: Task;
  onClose: () => void;
}) {
  const { t } = useTranslation('inboxTabs');
  const { create, update } = useRecordWrites(hubId, target, 'task');
  const [subject, setSubject] = useState(task?.subject ?? '');
  const [body, setBody] = useState(task?.body ?? '');
  const [due, setDue] = useState(dueDateInput(task?.dueDate ?? null));
  const write = task ? update : create;
  const fields = write.error?.fields ?? {};
  const input = { subject, body, dueDate: dueDateValue(due) };
  const save = () =>
    task
      ? update.mutate({ id: task.id, patch: input }, { onSuccess: onClose })
      : create.mutate({ ...input, completed: false }, { onSuccess: onClose });

  return (
    <RecordDialog
      title={task ? t('task.editTitle') : t('task.newTitle')}
      canSave={subject.trim() !== ''}
      busy={write.isPending}
      onSave={save}
      onClose={onClose}
    >
      <SubjectFields
        subject={{ value: subject, onChange: setSubject, error: fields.subject }}
        text={{ value: body, onChange: setBody, error: fields.body }}
        textLabel={t('field.taskBody')}
      />
      <TextField
        label={t('field.dueDate')}
        type="date"
        value={due}
        onChange={(event) => setDue(event.target.value)}
        error={Boolean(fields.dueDate)}
        helperText={fields.dueDate}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </RecordDialog>
  );
}
