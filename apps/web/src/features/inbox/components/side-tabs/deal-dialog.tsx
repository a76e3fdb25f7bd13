import type { Deal, Pipeline } from '@hubline/contract';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordTarget } from './api/paths';
import { useRecordWrites } from './api/records';
import { firstChoice } from './pipeline-choice';
import { PipelineFields } from './pipeline-fields';
import { RecordDialog } from './record-dialog';

interface DealDialogProps {
  hubId: string;
  target: RecordTarget;
  pipelines: readonly Pipeline[];
  /** The deal to edit; a new one when absent. */
  deal?: Deal;
  onClose: () => void;
}

/** HubSpot keeps an amount as a decimal string: digits, then at most two decimals. */
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** A new deal (name, pipeline, stage, amount) or one being edited. */
export function DealDialog({ hubId, target, pipelines, deal, onClose }: DealDialogProps) {
  const { t } = useTranslation('inboxTabs');
  const { create, update } = useRecordWrites(hubId, target, 'deal');
  const [dealname, setDealname] = useState(deal?.dealname ?? '');
  const [amount, setAmount] = useState(deal?.amount ?? '');
  const [choice, setChoice] = useState(
    deal ? { pipelineId: deal.pipeline, stageId: deal.dealstage } : firstChoice(pipelines),
  );
  const write = deal ? update : create;
  const amountProblem = amount !== '' && !AMOUNT.test(amount) ? t('deal.amountInvalid') : undefined;
  const fields = write.error?.fields ?? {};
  const input = {
    dealname,
    pipeline: choice.pipelineId,
    dealstage: choice.stageId,
    amount: amount === '' ? null : amount,
  };
  const save = () =>
    deal
      ? update.mutate({ id: deal.id, patch: input }, { onSuccess: onClose })
      : create.mutate(input, { onSuccess: onClose });

  return (
    <RecordDialog
      title={deal ? t('deal.editTitle') : t('deal.newTitle')}
      canSave={dealname.trim() !== '' && choice.stageId !== '' && !amountProblem}
      busy={write.isPending}
      onSave={save}
      onClose={onClose}
    >
      <TextField
        label={t('field.dealname')}
        value={dealname}
        onChange={(event) => setDealname(event.target.value)}
        required
        autoFocus
        error={Boolean(fields.dealname)}
        helperText={fields.dealname}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <PipelineFields
        pipelines={pipelines}
        {...choice}
        onChange={setChoice}
        errors={{ pipeline: fields.pipeline, stage: fields.dealstage }}
      />
      <TextField
        label={t('field.amount')}
        value={amount}
        onChange={(event) => setAmount(event.target.value.trim())}
        error={Boolean(amountProblem ?? fields.amount)}
        helperText={amountProblem ?? fields.amount}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </RecordDialog>
  );
}
