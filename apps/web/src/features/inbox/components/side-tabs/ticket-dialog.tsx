import type { Pipeline, Ticket } from '@hubline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordTarget } from './api/paths';
import { useRecordWrites } from './api/records';
import { firstChoice } from './pipeline-choice';
import { PipelineFields } from './pipeline-fields';
import { RecordDialog } from './record-dialog';
import { SubjectFields } from './subject-fields';

interface TicketDialogProps {
  hubId: string;
  target: RecordTarget;
  pipelines: readonly Pipeline[];
  /** The ticket to edit; a new one when absent. */
  ticket?: Ticket;
  onClose: () => void;
}

/** A new ticket (subject, content, pipeline, stage), or an open one moved to another stage. */
export function TicketDialog({ hubId, target, pipelines, ticket, onClose }: TicketDialogProps) {
  const { t } = useTranslation('inboxTabs');
  const { create, update } = useRecordWrites(hubId, target, 'ticket');
  const [subject, setSubject] = useState(ticket?.subject ?? '');
  const [content, setContent] = useState(ticket?.content ?? '');
  const [choice, setChoice] = useState(
    ticket ? { pipelineId: ticket.pipelineId, stageId: ticket.stageId } : firstChoice(pipelines),
  );
  const write = ticket ? update : create;
  const fields = write.error?.fields ?? {};
  const input = { subject, content, ...choice };
  const save = () =>
    ticket
      ? update.mutate({ id: ticket.id, patch: input }, { onSuccess: onClose })
      : create.mutate(input, { onSuccess: onClose });

  return (
    <RecordDialog
      title={ticket ? t('ticket.editTitle') : t('ticket.newTitle')}
      canSave={subject.trim() !== '' && choice.stageId !== ''}
      busy={write.isPending}
      onSave={save}
      onClose={onClose}
    >
      <SubjectFields
        subject={{ value: subject, onChange: setSubject, error: fields.subject }}
        text={{ value: content, onChange: setContent, error: fields.content }}
        textLabel={t('field.content')}
      />
      <PipelineFields
        pipelines={pipelines}
        {...choice}
        onChange={setChoice}
        errors={{ pipeline: fields.pipelineId, stage: fields.stageId }}
      />
    </RecordDialog>
  );
}
