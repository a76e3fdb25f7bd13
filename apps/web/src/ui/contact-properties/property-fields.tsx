import type { CrmProperty } from '@hubline/contract';
import { Box } from '@mui/material';
import { useLanguage } from '../../i18n/language';
import { inNameOrder } from '../../i18n/person-name';
import type { Owner } from '../../lib/crm/format';
import { isReadOnlyProperty } from '../../lib/crm/properties';
import { PropertyInput } from './property-input';

interface PropertyFieldsProps {
  properties: readonly CrmProperty[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  owners: readonly Owner[];
  /** Problems by property name. */
  errors?: Record<string, string>;
  /** Two columns from the sm breakpoint (a dialog); one in a narrow drawer. */
  columns?: 1 | 2;
}

/** An input per property, in the order the CRM lists them but for the family name, first in ja and zh-TW. */
export function PropertyFields({
  properties,
  values,
  onChange,
  owners,
  errors = {},
  columns = 1,
}: PropertyFieldsProps) {
  const ordered = inNameOrder(properties, (property) => property.name, useLanguage());
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: columns === 2 ? { xs: '1fr', sm: '1fr 1fr' } : '1fr',
      }}
    >
      {ordered.map((property) => (
        <PropertyInput
          key={property.name}
          property={property}
          value={values[property.name] ?? ''}
          onChange={(value) => onChange(property.name, value)}
          owners={owners}
          readOnly={isReadOnlyProperty(property.name)}
          error={errors[property.name]}
        />
      ))}
    </Box>
  );
}
