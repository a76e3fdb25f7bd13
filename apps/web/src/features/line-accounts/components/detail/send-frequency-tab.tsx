import type { LineAccount } from '@hubline/contract';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SectionCard } from '../../../../ui/section-card';
import { useUpdateLineAccount } from '../../api/update-line-account';

/** The contract's range: at most one message every 30 days. */
const MAX_HOURS = 24 * 30;

/** Hours that must pass between two messages to the same user; empty means no limit. */
export function SendFrequencyTab({ account }: { account: LineAccount }) {
  const { t } = useTranslation('lineAccounts');
  const { hubId = '' } = useParams();
  const update = useUpdateLineAccount(hubId);
  const [value, setValue] = useState(
    account.sendFrequencyHours === null ? '' : String(account.sendFrequencyHours),
  );
  const hours = value === '' ? null : Number(value);
  const valid = hours === null || (/^\d+$/.test(value) && hours >= 1 && hours <= MAX_HOURS);
  const error = valid ? update.error?.fields.sendFrequencyHours : t('frequency.range', { max: MAX_HOURS });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) update.mutate({ id: account.id, sendFrequencyHours: hours });
  };

  return (
    <SectionCard title={t('frequency.title')} description={t('frequency.text')}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 360 }}>
        <TextField
          label={t('frequency.label')}
          value={value}
          onChange={(event) => setValue(event.target.value.trim())}
          error={Boolean(error)}
          helperText={
            error || (hours === null ? t('frequency.none') : t('frequency.every', { count: hours }))
          }
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: 3 },
            input: { endAdornment: <InputAdornment position="end">{t('frequency.unit')}</InputAdornment> },
          }}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={!valid || hours === account.sendFrequencyHours}
            loading={update.isPending}
          >
            {t('action.save', { ns: 'common' })}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
