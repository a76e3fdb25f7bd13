import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import type { RecordKind, RecordTarget } from './api/paths';
import { useRecordWrites } from './api/records';

interface DeleteRecordDialogProps {
  hubId: string;
  target: RecordTarget;
  kind: RecordKind;
  /** The record to delete; the dialog is closed while null. */
  id: string | null;
  onClose: () => void;
}

const TEXTS = {
  note: { title: 'note.deleteTitle', text: 'note.deleteText' },
  ticket: { title: 'ticket.deleteTitle', text: 'ticket.deleteText' },
  deal: { title: 'deal.deleteTitle', text: 'deal.deleteText' },
  task: { title: 'task.deleteTitle', text: 'task.deleteText' },
} as const;

/** Asks before a record is deleted (the CRM keeps no bin). */
export function DeleteRecordDialog({ hubId, target, kind, id, onClose }: DeleteRecordDialogProps) {
  const { t } = useTranslation('inboxTabs');
  const { remove } = useRecordWrites(hubId, target, kind);
  return (
    <ConfirmDialog
      open={id !== null}
      title={t(TEXTS[kind].title)}
      text={t(TEXTS[kind].text)}
      confirmLabel={t('action.confirmDelete')}
      danger
      busy={remove.isPending}
      onConfirm={() => id && remove.mutate(id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
