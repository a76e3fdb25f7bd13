import type { Pipeline } from '@hubline/contract';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { firstStage, pipelinesInOrder, stagesOf } from './pipeline-choice';

interface PipelineFieldsProps {
  pipelines: readonly Pipeline[];
  pipelineId: string;
  stageId: string;
  onChange: (choice: { pipelineId: string; stageId: string }) => void;
  /** The server's refusals by field name (its own names: pipelineId/stageId or pipeline/dealstage). */
  errors?: { pipeline?: string; stage?: string };
}

/** The pipeline and stage pickers of a ticket or a deal (GET /tickets/pipelines, /deals/pipelines). */
export function PipelineFields({
  pipelines,
  pipelineId,
  stageId,
  onChange,
  errors = {},
}: PipelineFieldsProps) {
  const { t } = useTranslation('inboxTabs');
  return (
    <>
      <TextField
        select
        label={t('field.pipeline')}
        value={pipelineId}
        onChange={(event) =>
          onChange({ pipelineId: event.target.value, stageId: firstStage(pipelines, event.target.value) })
        }
        error={Boolean(errors.pipeline)}
        helperText={errors.pipeline}
      >
        {pipelinesInOrder(pipelines).map((pipeline) => (
          <MenuItem key={pipeline.id} value={pipeline.id}>
            {pipeline.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('field.stage')}
        value={stageId}
        onChange={(event) => onChange({ pipelineId, stageId: event.target.value })}
        error={Boolean(errors.stage)}
        helperText={errors.stage}
      >
        {stagesOf(pipelines, pipelineId).map((stage) => (
          <MenuItem key={stage.id} value={stage.id}>
            {stage.label}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
