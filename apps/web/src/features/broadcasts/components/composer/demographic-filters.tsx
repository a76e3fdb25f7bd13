import {
  AGE_STEPS,
  APP_TYPES,
  AREA_CODES,
  type DemographicFilter,
  FRIEND_PERIODS,
  GENDERS,
} from '@hubline/contract';
import {
  Autocomplete,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

const GENDER_KEYS = { male: 'gender.male', female: 'gender.female' } as const;
const APP_KEYS = { ios: 'app.ios', android: 'app.android' } as const;
const PERIOD_KEYS = {
  day_7: 'period.day_7',
  day_30: 'period.day_30',
  day_90: 'period.day_90',
  day_180: 'period.day_180',
  day_365: 'period.day_365',
} as const;

interface Range<T> {
  gte?: T;
  lt?: T;
}

/** Checkboxes for the values of one attribute; none checked means any. */
function CheckGroup<T extends string>(props: {
  label: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  value: T[] | undefined;
  onChange: (value: T[]) => void;
}) {
  const chosen = props.value ?? [];
  return (
    <FormGroup row aria-label={props.label}>
      {props.options.map((option) => (
        <FormControlLabel
          key={option}
          label={props.labelOf(option)}
          control={
            <Checkbox
              checked={chosen.includes(option)}
              onChange={(event) =>
                props.onChange(
                  event.target.checked ? [...chosen, option] : chosen.filter((value) => value !== option),
                )
              }
            />
          }
        />
      ))}
    </FormGroup>
  );
}

/** "At or above" and "below" choices of an ordered attribute (age, friend period). */
function RangeSelects<T extends string | number>(props: {
  labels: [string, string];
  options: readonly T[];
  labelOf: (option: T) => string;
  value: Range<T> | undefined;
  onChange: (value: Range<T>) => void;
}) {
  const { t } = useTranslation('broadcastComposer');
  const bounds = ['gte', 'lt'] as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {bounds.map((bound, index) => (
        <TextField
          key={bound}
          select
          fullWidth
          label={props.labels[index]}
          value={props.value?.[bound] ?? ''}
          onChange={(event) => {
            const picked = props.options.find((option) => String(option) === event.target.value);
            props.onChange({ ...props.value, [bound]: picked });
          }}
        >
          <MenuItem value="">{t('filter.any')}</MenuItem>
          {props.options.map((option) => (
            <MenuItem key={option} value={String(option)}>
              {props.labelOf(option)}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}

/** LINE's narrowcast attributes (messaging.md §3): gender, age range, app, areas, friend period. */
export function DemographicFilters({
  value,
  onChange,
}: {
  value: DemographicFilter | null;
  onChange: (value: DemographicFilter) => void;
}) {
  const { t } = useTranslation('broadcastComposer');
  const filter = value ?? {};
  const set = (patch: Partial<DemographicFilter>) => onChange({ ...filter, ...patch });

  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{t('filter.title')}</FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <CheckGroup
          label={t('filter.gender')}
          options={GENDERS}
          labelOf={(gender) => t(GENDER_KEYS[gender])}
          value={filter.genders}
          onChange={(genders) => set({ genders })}
        />
        <CheckGroup
          label={t('filter.app')}
          options={APP_TYPES}
          labelOf={(app) => t(APP_KEYS[app])}
          value={filter.appTypes}
          onChange={(appTypes) => set({ appTypes })}
        />
      </Stack>
      <RangeSelects
        labels={[t('filter.ageFrom'), t('filter.ageBelow')]}
        options={AGE_STEPS}
        labelOf={String}
        value={filter.age}
        onChange={(age) => set({ age })}
      />
      <RangeSelects
        labels={[t('filter.periodFrom'), t('filter.periodBelow')]}
        options={FRIEND_PERIODS}
        labelOf={(period) => t(PERIOD_KEYS[period])}
        value={filter.subscriptionPeriod}
        onChange={(subscriptionPeriod) => set({ subscriptionPeriod })}
      />
      <Autocomplete
        multiple
        options={AREA_CODES}
        value={filter.areas ?? []}
        onChange={(_event, areas) => set({ areas })}
        renderInput={(params) => <TextField {...params} label={t('filter.areas')} />}
      />
    </Stack>
  );
}
