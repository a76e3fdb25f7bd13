import { type Account, TIME_ZONES, type TimeZoneId } from '@hubline/contract';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../i18n/format';
import { InfoItem } from '../../../ui/info-item';
import { PlanChip } from '../../../ui/plan-chip';
import { SectionCard } from '../../../ui/section-card';
import { useUpdateAccount } from '../api/update-account';
import { TIME_ZONE_CITY_KEYS } from '../timezones';

function isTimeZoneId(value: string): value is TimeZoneId {
  return TIME_ZONES.some((zone) => zone.id === value);
}

/** Name, time zone, and the plan (read only here). */
export function GeneralCard({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const format = useFormatDate(account.timezone);
  const update = useUpdateAccount(account.hubId);
  const [name, setName] = useState(account.name);
  const [timezone, setTimezone] = useState<TimeZoneId>(account.timezone);
  const [touched, setTouched] = useState(false);
  const nameError =
    touched && !name.trim() ? t('validation.required', { ns: 'server' }) : update.error?.fields.name;
  const changed = name.trim() !== account.name || timezone !== account.timezone;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!name.trim()) return;
    update.mutate({ name: name.trim(), timezone });
  };

  return (
    <SectionCard title={t('general.title')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2.5 }}>
        <InfoItem
          label={t('general.hubId')}
          value={
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {account.hubId}
            </Box>
          }
        />
        <InfoItem label={t('general.plan')} value={<PlanChip plan={account.subscription} />} />
        {account.trialExpiredAt && (
          <InfoItem label={t('general.trialEnds')} value={format.date(account.trialExpiredAt)} />
        )}
      </Box>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
        <TextField
          label={t('general.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
          error={Boolean(nameError)}
          helperText={nameError}
          required
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <TextField
          select
          label={t('general.timezone')}
          value={timezone}
          onChange={(event) => {
            if (isTimeZoneId(event.target.value)) setTimezone(event.target.value);
          }}
        >
          {TIME_ZONES.map((zone) => (
            <MenuItem key={zone.id} value={zone.id}>
              {t('timezone.option', { offset: zone.offset, city: t(TIME_ZONE_CITY_KEYS[zone.id]) })}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Button type="submit" variant="contained" disabled={!changed} loading={update.isPending}>
            {t('action.save', { ns: 'common' })}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
