import type { Ticket } from '@hubline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../../i18n/format';
import { usePipelines } from './api/pipelines';
import { useRecords } from './api/records';
import { DeleteRecordDialog } from './delete-record-dialog';
import { NewRecordButton } from './new-record-button';
import { stageLabel } from './pipeline-choice';
import { RecordRow } from './record-row';
import { RecordsView } from './records-view';
import { TicketDialog } from './ticket-dialog';

/** The open-tickets or closed-tickets tab: a ticket is closed by its stage. */
export function TicketsTab({
  hubId,
  vid,
  status,
}: {
  hubId: string;
  vid: string;
  status: 'open' | 'closed';
}) {
  const { t } = useTranslation('inboxTabs');
  const format = useFormatDate();
  const target = { vid };
  const tickets = useRecords(hubId, target, 'ticket', status);
  const pipelines = usePipelines(hubId, 'tickets');
  const all = pipelines.data?.items ?? [];
  const [editing, setEditing] = useState<Ticket | 'new' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  return (
    <>
      {status === 'open' && (
        <NewRecordButton
          label={t('ticket.new')}
          disabled={!pipelines.isSuccess}
          onClick={() => setEditing('new')}
        />
      )}
      <RecordsView
        query={tickets}
        empty={status === 'open' ? t('ticket.emptyOpen') : t('ticket.emptyClosed')}
      >
        {(ticket) => (
          <RecordRow
            key={ticket.id}
            name={ticket.subject}
            title={ticket.subject}
            details={t('ticket.details', {
              stage: stageLabel(all, ticket.pipelineId, ticket.stageId),
              date: format.date(ticket.createdAt),
            })}
            onEdit={() => setEditing(ticket)}
            onDelete={() => setDeleting(ticket.id)}
          />
        )}
      </RecordsView>
      {editing && (
        <TicketDialog
          hubId={hubId}
          target={target}
          pipelines={all}
          ticket={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteRecordDialog
        hubId={hubId}
        target={target}
        kind="ticket"
        id={deleting}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
