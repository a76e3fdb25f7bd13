import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface DayRange {
  from: string;
  to: string;
}

/** From and to days (`YYYY-MM-DD`, on the hub's clock); either may be empty. */
export function DayRangeFields({
  value,
  onChange,
}: {
  value: DayRange;
  onChange: (value: DayRange) => void;
}) {
  const { t } = useTranslation('broadcastComposer');
  const field = (key: keyof DayRange, label: string) => (
    <TextField
      type="date"
      size="small"
      fullWidth={false}
      label={label}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: 180 }}
    />
  );
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      {field('from', t('recipients.from'))}
      {field('to', t('recipients.to'))}
    </Stack>
  );
}
