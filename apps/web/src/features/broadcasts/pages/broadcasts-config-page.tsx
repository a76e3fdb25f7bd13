import type { BroadcastsConfig } from '@hubline/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, FormControlLabel, Switch, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../catalog';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { SectionCard } from '../../../ui/section-card';
import { useBroadcastsConfig } from '../api/get-broadcasts-config';
import { useUpdateBroadcastsConfig } from '../api/update-broadcasts-config';
import { broadcastsPath } from '../paths';

/** /line/broadcasts-config: auto-archive of sent regular broadcasts after a number of days (messaging.md §4). */
export function BroadcastsConfigPage() {
  const { t } = useTranslation('broadcasts');
  const { hubId = '' } = useParams();
  const config = useBroadcastsConfig(hubId);
  return (
    <>
      <PageHeader
        title={t('config.title')}
        subtitle={t('config.subtitle')}
        actions={
          <Button component={RouterLink} to={broadcastsPath(hubId)} startIcon={<ArrowBackIcon />}>
            {t('config.back')}
          </Button>
        }
      />
      {config.isPending && <PageSkeleton shape="form" />}
      {config.isError && <ErrorState message={config.error.message} onRetry={() => void config.refetch()} />}
      {config.isSuccess && <ConfigForm key={JSON.stringify(config.data)} hubId={hubId} saved={config.data} />}
    </>
  );
}

function ConfigForm({ hubId, saved }: { hubId: string; saved: BroadcastsConfig }) {
  const { t } = useTranslation('broadcasts');
  const update = useUpdateBroadcastsConfig(hubId);
  const [autoArchive, setAutoArchive] = useState(saved.autoArchive);
  const [days, setDays] = useState(String(saved.autoArchiveDays));
  const daysValue = Number(days);
  const daysValid = Number.isInteger(daysValue) && daysValue >= 1 && daysValue <= 3650;
  const dirty = autoArchive !== saved.autoArchive || daysValue !== saved.autoArchiveDays;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty && daysValid) update.mutate({ autoArchive, autoArchiveDays: daysValue });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <SectionCard title={t('config.archiveTitle')} description={t('config.archiveText')}>
        <FormControlLabel
          control={
            <Switch checked={autoArchive} onChange={(event) => setAutoArchive(event.target.checked)} />
          }
          label={t('config.autoArchive')}
        />
        <TextField
          type="number"
          label={t('config.days')}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          disabled={!autoArchive}
          error={!daysValid}
          helperText={daysValid ? t('config.daysHelp') : t('config.daysInvalid')}
          slotProps={{ htmlInput: { min: 1, max: 3650, step: 1 } }}
          sx={{ display: 'block', mt: 2, maxWidth: 360 }}
          fullWidth
        />
      </SectionCard>
      <Button type="submit" variant="contained" disabled={!dirty || !daysValid} loading={update.isPending}>
        {t('config.save')}
      </Button>
    </Box>
  );
}
