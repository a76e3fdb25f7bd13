import type { Task } from '@hubline/contract';
import { Checkbox } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../../i18n/format';
import { useRecords, useRecordWrites } from './api/records';
import { DeleteRecordDialog } from './delete-record-dialog';
import { NewRecordButton } from './new-record-button';
import { RecordRow } from './record-row';
import { RecordsView } from './records-view';
import { TaskDialog } from './task-dialog';

/** A conversation's tasks: ticked off in the list, created and edited in a dialog. */
export function TasksTab({ hubId, vid }: { hubId: string; vid: string }) {
  const { t } = useTranslation('inboxTabs');
  const format = useFormatDate('UTC');
  const target = { vid };
  const tasks = useRecords(hubId, target, 'task');
  const { update } = useRecordWrites(hubId, target, 'task');
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  return (
    <>
      <NewRecordButton label={t('task.new')} onClick={() => setEditing('new')} />
      <RecordsView query={tasks} empty={t('task.empty')}>
        {(task) => (
          <RecordRow
            key={task.id}
            name={task.subject}
            start={
              <Checkbox
                checked={task.completed}
                disabled={update.isPending}
                onChange={(event) =>
                  update.mutate({ id: task.id, patch: { completed: event.target.checked } })
                }
                slotProps={{ input: { 'aria-label': t('task.complete', { name: task.subject }) } }}
                sx={{ mt: -1 }}
              />
            }
            title={task.subject}
            details={[
              task.completed ? t('task.done') : t('task.notDone'),
              task.dueDate ? t('task.due', { date: format.date(task.dueDate) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            onEdit={() => setEditing(task)}
            onDelete={() => setDeleting(task.id)}
          />
        )}
      </RecordsView>
      {editing && (
        <TaskDialog
          hubId={hubId}
          target={target}
          task={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteRecordDialog
        hubId={hubId}
        target={target}
        kind="task"
        id={deleting}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
