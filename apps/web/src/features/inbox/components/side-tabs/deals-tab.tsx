import type { Deal } from '@hubline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordTarget } from './api/paths';
import { usePipelines } from './api/pipelines';
import { useRecords } from './api/records';
import { DealDialog } from './deal-dialog';
import { DeleteRecordDialog } from './delete-record-dialog';
import { NewRecordButton } from './new-record-button';
import { stageLabel } from './pipeline-choice';
import { RecordRow } from './record-row';
import { RecordsView } from './records-view';

/** Deals of a conversation's contact (all calls), or of a group's company (read only: GET /deals). */
export function DealsTab({
  hubId,
  target,
  editable,
}: {
  hubId: string;
  target: RecordTarget;
  editable: boolean;
}) {
  const { t, i18n } = useTranslation('inboxTabs');
  const deals = useRecords(hubId, target, 'deal');
  const pipelines = usePipelines(hubId, 'deals');
  const all = pipelines.data?.items ?? [];
  const [editing, setEditing] = useState<Deal | 'new' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const money = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });

  return (
    <>
      {editable && (
        <NewRecordButton
          label={t('deal.new')}
          disabled={!pipelines.isSuccess}
          onClick={() => setEditing('new')}
        />
      )}
      <RecordsView query={deals} empty={t('deal.empty')}>
        {(deal) => {
          const stage = stageLabel(all, deal.pipeline, deal.dealstage);
          return (
            <RecordRow
              key={deal.id}
              name={deal.dealname}
              title={deal.dealname}
              details={
                deal.amount === null
                  ? stage
                  : t('deal.details', { stage, amount: money.format(Number(deal.amount)) })
              }
              onEdit={editable ? () => setEditing(deal) : undefined}
              onDelete={editable ? () => setDeleting(deal.id) : undefined}
            />
          );
        }}
      </RecordsView>
      {editing && (
        <DealDialog
          hubId={hubId}
          target={target}
          pipelines={all}
          deal={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteRecordDialog
        hubId={hubId}
        target={target}
        kind="deal"
        id={deleting}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
