import type { CrmFilter, CrmProperty, FilterOperator } from '@hubline/contract';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Button, MenuItem, Popover, TextField, Typography } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Owner } from '../../../lib/crm/format';
import { useCrmLabels } from '../../../lib/crm/labels';
import { inputKindOf, needsValue, operatorsFor } from '../../../lib/crm/properties';
import { PropertyInput } from '../../../ui/contact-properties/property-input';

/** The server takes up to 10 filters (contactSearchRequestSchema). */
export const MAX_FILTERS = 10;

interface AddFilterButtonProps {
  properties: readonly CrmProperty[];
  owners: readonly Owner[];
  count: number;
  onAdd: (filter: CrmFilter) => void;
}

/** "Add filter": a property, an operator that suits its type, then a value that suits it too. */
export function AddFilterButton({ properties, owners, count, onAdd }: AddFilterButtonProps) {
  const { t } = useTranslation('crm');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<FilterListIcon />}
        disabled={properties.length === 0 || count >= MAX_FILTERS}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('filter.add')}
      </Button>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('filter.add'), sx: { mt: 1 } } }}
      >
        {anchor && (
          <FilterForm
            properties={properties}
            owners={owners}
            onAdd={(filter) => {
              onAdd(filter);
              setAnchor(null);
            }}
            onCancel={() => setAnchor(null)}
          />
        )}
      </Popover>
    </>
  );
}

function FilterForm({
  properties,
  owners,
  onAdd,
  onCancel,
}: {
  properties: readonly CrmProperty[];
  owners: readonly Owner[];
  onAdd: (filter: CrmFilter) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('crm');
  const labels = useCrmLabels();
  const [name, setName] = useState('');
  const [operator, setOperator] = useState<FilterOperator>('EQ');
  const [value, setValue] = useState('');
  const property = properties.find((item) => item.name === name);
  const kind = property && inputKindOf(property);
  const operators = kind ? operatorsFor(kind) : [];
  const withValue = needsValue(operator);
  const complete = Boolean(property) && (!withValue || value.trim() !== '');

  const pickProperty = (next: string) => {
    const picked = properties.find((item) => item.name === next);
    setName(next);
    setOperator(picked ? (operatorsFor(inputKindOf(picked))[0] ?? 'EQ') : 'EQ');
    setValue('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through portals: without this, a form around the button (the new-list
    // dialog's) would be submitted too.
    event.stopPropagation();
    if (!complete) return;
    onAdd(
      withValue ? { propertyName: name, operator, value: value.trim() } : { propertyName: name, operator },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ p: 2.5, width: 340, maxWidth: '100vw', display: 'grid', gap: 2 }}
    >
      <Typography variant="h3" component="h2">
        {t('filter.add')}
      </Typography>
      <TextField
        select
        autoFocus
        label={t('filter.property')}
        value={name}
        onChange={(event) => pickProperty(event.target.value)}
      >
        {properties.map((item) => (
          <MenuItem key={item.name} value={item.name}>
            {labels.property(item.name, item)}
          </MenuItem>
        ))}
      </TextField>
      {property && kind && (
        <TextField
          select
          label={t('filter.operator')}
          value={operator}
          onChange={(event) => {
            const next = operators.find((item) => item === event.target.value);
            if (next) setOperator(next);
          }}
        >
          {operators.map((item) => (
            <MenuItem key={item} value={item}>
              {labels.operator(item, kind)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {property && withValue && (
        <PropertyInput
          // A new property starts a new input (a select and a date field differ).
          key={property.name}
          property={property}
          label={t('filter.value')}
          value={value}
          onChange={setValue}
          owners={owners}
          allowEmpty={false}
        />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onCancel}>{t('action.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" disabled={!complete}>
          {t('filter.apply')}
        </Button>
      </Box>
    </Box>
  );
}
