import { BROADCAST_LIST_MAX, type CrmList } from '@hubline/contract';
import { Alert, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLists } from '../../../../lib/api/crm-lists';
import { useLineAccounts } from '../../../../lib/api/line-accounts';
import { SectionCard } from '../../../../ui/section-card';
import { useDebouncedValue } from '../../../../ui/use-debounced-value';
import { type AudienceSizeRequest, useAudienceSize } from '../../api/get-audience-size';
import { useLineAudiences } from '../../api/get-line-audiences';
import type { Draft } from '../../rules/draft';
import { hasDemographicFilter, narrowcastWarning } from '../../rules/narrowcast-reach';
import { DemographicFilters } from './demographic-filters';
import { LineAudiencePicker } from './line-audience-picker';
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
  const listsChosen = draft.accountId !== '' && draft.targetLists.length > 0;
  const asked = useDebouncedValue(
    JSON.stringify({
      accountId: draft.accountId,
      targetLists: draft.targetLists,
      excludeLists: draft.excludeLists,
    }),
    COUNT_DEBOUNCE_MS,
  );
  const size = useAudienceSize(hubId, listsChosen ? (JSON.parse(asked) as AudienceSizeRequest) : null);
  const lineAudiences = useLineAudiences(hubId, draft.accountId, draft.narrowcast);
  const accounts = useLineAccounts(hubId);
  // LINE's minimums bind attribute filters (upload audiences alone are exempt, LINE-FACTS §6): a
  // narrowcast reaches at most its audiences' users, or without audiences the account's friends.
  const chosen = (lineAudiences.data?.pages ?? [])
    .flatMap((page) => page.audiences)
    .filter((audience) => draft.lineAudiences.includes(audience.id));
  const friends = accounts.data?.items.find((account) => account.id === draft.accountId)?.friends ?? null;
  const narrowcastReach =
    draft.lineAudiences.length === 0
      ? friends
      : lineAudiences.isSuccess
        ? chosen.reduce((sum, audience) => sum + audience.audienceCount, 0)
        : null;
  const warning =
    draft.narrowcast && hasDemographicFilter(draft.demographic)
      ? narrowcastWarning(narrowcastReach, draft.demographic)
      : null;

  return (
    <SectionCard title={t('section.audience')}>
      <Stack spacing={2}>
        {!draft.narrowcast && (
          <>
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
            <RecipientCount chosen={listsChosen} size={size} />
          </>
        )}
        <FormControlLabel
          control={
            <Switch
              checked={draft.narrowcast}
              // LINE picks a narrowcast's recipients: CRM lists cannot take part (the server refuses them).
              onChange={(event) =>
                change(
                  event.target.checked
                    ? { narrowcast: true, targetLists: [], excludeLists: [] }
                    : { narrowcast: false },
                )
              }
            />
          }
          label={t('field.narrowcast')}
        />
        {draft.narrowcast && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('lineAudience.instead')}
            </Typography>
            <LineAudiencePicker
              audiences={lineAudiences}
              value={draft.lineAudiences}
              onChange={(ids) => change({ lineAudiences: ids })}
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
