import type { CrmFilter, CrmProperty } from '@hubline/contract';
import CancelIcon from '@mui/icons-material/Cancel';
import { Box, Button, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Owner } from '../../../lib/crm/format';
import { useCrmLabels } from '../../../lib/crm/labels';
import { AddFilterButton } from './add-filter-button';

interface FilterEditorProps {
  filters: readonly CrmFilter[];
  properties: readonly CrmProperty[];
  owners: readonly Owner[];
  onChange: (filters: CrmFilter[]) => void;
}

/**
 * Conditions on contact properties, all of which a contact must match: a chip each (removable)
 * and "Add filter". The contacts search and filter lists share it.
 */
export function FilterEditor({ filters, properties, owners, onChange }: FilterEditorProps) {
  const { t } = useTranslation('crm');
  const labels = useCrmLabels();
  return (
    <Box
      role="group"
      aria-label={t('filter.active')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', minWidth: 0 }}
    >
      {filters.map((filter, index) => {
        const text = labels.filter(
          filter,
          properties.find((property) => property.name === filter.propertyName),
          owners,
        );
        return (
          <Chip
            // biome-ignore lint/suspicious/noArrayIndexKey: filters change only by adding at the end or removing by index
            key={`${index}-${filter.propertyName}-${filter.operator}-${filter.value ?? ''}`}
            label={text}
            onDelete={() => onChange(filters.filter((_item, at) => at !== index))}
            deleteIcon={<CancelIcon titleAccess={t('filter.remove', { filter: text })} />}
            sx={{ maxWidth: '100%' }}
          />
        );
      })}
      <AddFilterButton
        properties={properties}
        owners={owners}
        count={filters.length}
        onAdd={(filter) => onChange([...filters, filter])}
      />
      {filters.length > 1 && (
        <Button size="small" onClick={() => onChange([])}>
          {t('filter.clear')}
        </Button>
      )}
    </Box>
  );
}
