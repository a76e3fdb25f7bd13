import type { Note } from '@hubline/contract';
import { Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../../i18n/format';
import type { RecordTarget } from './api/paths';
import { useRecords, useRecordWrites } from './api/records';
import { DeleteRecordDialog } from './delete-record-dialog';
import { RecordDialog } from './record-dialog';
import { RecordRow } from './record-row';
import { RecordsView } from './records-view';

/** Notes of a conversation's contact (all calls) or of a group's company (list and create only). */
export function NotesTab({
  hubId,
  target,
  editable,
}: {
  hubId: string;
  target: RecordTarget;
  editable: boolean;
}) {
  const { t } = useTranslation('inboxTabs');
  const format = useFormatDate();
  const notes = useRecords(hubId, target, 'note');
  const writes = useRecordWrites(hubId, target, 'note');
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<Note | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) writes.create.mutate({ body: draft }, { onSuccess: () => setDraft('') });
  };

  return (
    <>
      <Box component="form" onSubmit={add} noValidate sx={{ display: 'grid', gap: 1, mb: 1 }}>
        <TextField
          label={t('note.new')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          multiline
          minRows={2}
          maxRows={8}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!draft.trim()}
          loading={writes.create.isPending}
          sx={{ justifySelf: 'end' }}
        >
          {t('note.add')}
        </Button>
      </Box>
      <RecordsView query={notes} empty={t('note.empty')}>
        {(note) => (
          <RecordRow
            key={note.id}
            name={t('note.name')}
            title={note.body}
            details={
              note.creator
                ? t('note.by', { creator: note.creator, date: format.dateTime(note.date) })
                : format.dateTime(note.date)
            }
            onEdit={editable ? () => setEditing(note) : undefined}
            onDelete={editable ? () => setDeleting(note) : undefined}
          />
        )}
      </RecordsView>
      {editing && (
        <NoteDialog hubId={hubId} target={target} note={editing} onClose={() => setEditing(null)} />
      )}
      <DeleteRecordDialog
        hubId={hubId}
        target={target}
        kind="note"
        id={deleting?.id ?? null}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

function NoteDialog({
  hubId,
  target,
  note,
  onClose,
}: {
  hubId: string;
  target: RecordTarget;
  note: Note;
  onClose: () => void;
}) {
  const { t } = useTranslation('inboxTabs');
  const { update } = useRecordWrites(hubId, target, 'note');
  const [body, setBody] = useState(note.body);
  return (
    <RecordDialog
      title={t('note.editTitle')}
      canSave={body.trim() !== '' && body !== note.body}
      busy={update.isPending}
      onSave={() => update.mutate({ id: note.id, patch: { body } }, { onSuccess: onClose })}
      onClose={onClose}
    >
      <TextField
        label={t('note.body')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={3}
        autoFocus
        error={Boolean(update.error?.fields.body)}
        helperText={update.error?.fields.body}
      />
    </RecordDialog>
  );
}
