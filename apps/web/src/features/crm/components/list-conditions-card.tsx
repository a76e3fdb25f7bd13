import type { CrmFilter, CrmList, CrmProperty } from '@hubline/contract';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Owner } from '../../../lib/crm/format';
import { SectionCard } from '../../../ui/section-card';
import { useUpdateList } from '../api/update-list';
import { FilterEditor } from './filter-editor';
import { ListSizePreview } from './list-size-preview';

interface ListConditionsCardProps {
  list: CrmList;
  properties: readonly CrmProperty[];
  owners: readonly Owner[];
}

/** A filter list's conditions, editable; while they differ from the saved ones, the new size is counted live. */
export function ListConditionsCard({ list, properties, owners }: ListConditionsCardProps) {
  const { t } = useTranslation('crm');
  const { hubId = '' } = useParams();
  const update = useUpdateList(hubId, list.id);
  const [filters, setFilters] = useState<CrmFilter[]>(list.filters);
  const changed = JSON.stringify(filters) !== JSON.stringify(list.filters);

  return (
    <SectionCard title={t('conditions.title')} description={t('conditions.text')}>
      <FilterEditor filters={filters} properties={properties} owners={owners} onChange={setFilters} />
      {changed && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 2 }}>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <ListSizePreview filters={filters} />
          </Box>
          <Button onClick={() => setFilters(list.filters)}>{t('action.cancel', { ns: 'common' })}</Button>
          <Button
            variant="contained"
            disabled={filters.length === 0}
            loading={update.isPending}
            onClick={() => update.mutate({ filters })}
          >
            {t('conditions.save')}
          </Button>
        </Box>
      )}
    </SectionCard>
  );
}
