import type { CrmProperty } from '@hubline/contract';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language';
import { dateInputValue, type Owner, ownerName } from '../../lib/crm/format';
import { useCrmLabels } from '../../lib/crm/labels';
import { inputKindOf, LIFECYCLE_PROPERTY } from '../../lib/crm/properties';

interface PropertyInputProps {
  property: CrmProperty;
  value: string;
  onChange: (value: string) => void;
  owners: readonly Owner[];
  label?: string;
  /** A form may leave a property unset; a filter compares with a value. */
  allowEmpty?: boolean;
  /** Shown but not typed in (the LINE user ids in a contact). */
  readOnly?: boolean;
  /** What is wrong with the value, shown under the input. */
  error?: string;
}

/**
 * One property's input by its type: text, number, date, a select of the options (enumeration),
 * yes or no (boolean), or one of the hub's members (the owner).
 */
export function PropertyInput({
  property,
  value,
  onChange,
  owners,
  label,
  allowEmpty = true,
  readOnly = false,
  error,
}: PropertyInputProps) {
  const { t } = useTranslation('crm');
  const labels = useCrmLabels();
  const lang = useLanguage();
  const shown = label ?? labels.property(property.name, property);
  const kind = inputKindOf(property);
  const common = {
    label: shown,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    error: Boolean(error),
    helperText: error,
  };

  if (readOnly) {
    return (
      <TextField
        {...common}
        value={value || '—'}
        slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace', fontSize: 13 } } }}
        helperText={t('form.lineReadOnly')}
      />
    );
  }

  /** Choices by value; a stored value that is no longer a choice stays visible. */
  const select = (choices: { value: string; label: string }[]) => {
    const all =
      value && !choices.some((choice) => choice.value === value)
        ? [...choices, { value, label: value }]
        : choices;
    return (
      <TextField {...common} select>
        {allowEmpty && (
          <MenuItem value="">
            <em>{t('form.none')}</em>
          </MenuItem>
        )}
        {all.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
    );
  };

  switch (kind) {
    case 'owner':
      return select(owners.map((owner) => ({ value: owner.id, label: ownerName(owner, lang) })));
    case 'enumeration':
      return select(
        property.options.map((option) => ({
          value: option.value,
          label: property.name === LIFECYCLE_PROPERTY ? labels.stage(option.value) : option.label,
        })),
      );
    case 'boolean':
      return select([
        { value: 'true', label: t('value.yes') },
        { value: 'false', label: t('value.no') },
      ]);
    case 'number':
      return <TextField {...common} type="number" slotProps={{ htmlInput: { step: 'any' } }} />;
    case 'date':
      return (
        <TextField
          {...common}
          type="date"
          value={dateInputValue(value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    default:
      return (
        <TextField
          {...common}
          type={property.name === 'email' ? 'email' : property.name.endsWith('phone') ? 'tel' : 'text'}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      );
  }
}
