import { BROADCAST_LIST_MAX, type CrmList } from '@hubline/contract';
import { Alert, Autocomplete, Chip, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SectionCard } from '../../../../ui/section-card';
import { useDebouncedValue } from '../../../../ui/use-debounced-value';
import { useLists } from '../../../crm/api/get-lists';
import { type AudienceSizeRequest, useAudienceSize } from '../../api/get-audience-size';
import type { Draft } from '../../rules/draft';
import { narrowcastWarning } from '../../rules/narrowcast-reach';
import { DemographicFilters } from './demographic-filters';
import { ListPicker } from './list-picker';
import { RecipientCount } from './recipient-count';
import type { DraftChange } from './use-draft';

const COUNT_DEBOUNCE_MS = 400;

/** Target and exclude lists with how many they reach, and narrowcast with LINE audiences and filters. */
export function AudienceSection({ draft, change }: { draft: Draft; change: DraftChange }) {
  const { t } = useTranslation('broadcastComposer');
  const { hubId = '' } = useParams();
  const lists = useLists(hubId);
  const items = lists.data?.items ?? [];
  const [refused, setRefused] = useState<CrmList | null>(null);

  // messaging.md §5: a list over 100,000 contacts is refused, with its size.
  const pick = (field: 'targetLists' | 'excludeLists') => (ids: string[]) => {
    const tooLarge = items.find((list) => ids.includes(list.id) && list.size > BROADCAST_LIST_MAX);
    setRefused(tooLarge ?? null);
    change({ [field]: ids.filter((id) => id !== tooLarge?.id) });
  };
  // The server counts who a send now reaches (lists de-duplicated, excludes and blocked friends
  // out), once the choice has stopped changing for a moment.
  const chosen = draft.accountId !== '' && draft.targetLists.length > 0;
  const asked = useDebouncedValue(
    JSON.stringify({
      accountId: draft.accountId,
      targetLists: draft.targetLists,
      excludeLists: draft.excludeLists,
    }),
    COUNT_DEBOUNCE_MS,
  );
  const size = useAudienceSize(hubId, chosen ? (JSON.parse(asked) as AudienceSizeRequest) : null);
  const reach = chosen ? (size.data?.count ?? null) : 0;
  const warning = draft.narrowcast ? narrowcastWarning(reach, draft.demographic) : null;

  return (
    <SectionCard title={t('section.audience')}>
      <Stack spacing={2}>
        <ListPicker
          label={t('field.targetLists')}
          lists={items}
          value={draft.targetLists}
          onChange={pick('targetLists')}
        />
        <ListPicker
          label={t('field.excludeLists')}
          lists={items}
          value={draft.excludeLists}
          onChange={pick('excludeLists')}
        />
        {refused && (
          <Alert severity="error" onClose={() => setRefused(null)}>
            {t('broadcast.error.listTooLarge', {
              ns: 'server',
              name: refused.name,
              size: refused.size,
              max: BROADCAST_LIST_MAX,
            })}
          </Alert>
        )}
        <RecipientCount chosen={chosen} size={size} />
        <FormControlLabel
          control={
            <Switch
              checked={draft.narrowcast}
              onChange={(event) => change({ narrowcast: event.target.checked })}
            />
          }
          label={t('field.narrowcast')}
        />
        {draft.narrowcast && (
          <>
            <Autocomplete
              multiple
              freeSolo
              options={[]}
              value={draft.lineAudiences}
              onChange={(_event, next) => change({ lineAudiences: next })}
              renderValue={(values, getItemProps) =>
                values.map((value, index) => {
                  const { key, ...props } = getItemProps({ index });
                  return <Chip key={key} size="small" label={value} {...props} />;
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('field.lineAudiences')}
                  helperText={t('audience.lineAudiencesHelp')}
                />
              )}
            />
            <DemographicFilters
              value={draft.demographic}
              onChange={(demographic) => change({ demographic })}
            />
            {warning && <Alert severity="warning">{t(warning)}</Alert>}
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
