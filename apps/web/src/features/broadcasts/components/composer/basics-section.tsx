import {
  BROADCAST_TYPES,
  type BroadcastType,
  RECURRING_FREQUENCIES,
  type RecurringFrequency,
} from '@hubline/contract';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useInboxAccounts } from '../../../../lib/api/inbox-accounts';
import { useMembers } from '../../../../lib/api/members';
import { useWorkflows } from '../../../../lib/api/workflows';
import { SectionCard } from '../../../../ui/section-card';
import type { Draft } from '../../rules/draft';
import { OptionSelect } from './option-select';
import type { DraftChange } from './use-draft';

const TYPE_KEYS: Record<BroadcastType, string> = {
  broadcast: 'type.broadcast',
  automation: 'type.automation',
  recurring: 'type.recurring',
};
const FREQUENCY_KEYS: Record<RecurringFrequency, string> = {
  daily: 'frequency.daily',
  weekly: 'frequency.weekly',
  monthly: 'frequency.monthly',
};

/** The sender choice that means the official account itself (no user id). */
const ACCOUNT = 'account';
/** The workflow choice that means none (sent only through the execute API). */
const NONE = 'none';

/**
 * Name, type (a recurring one's frequency, an automation's workflow), the LINE account and who it
 * is sent as. Version B of an A/B test shows version A's type and frequency, not its own to change.
 */
export function BasicsSection({
  draft,
  change,
  nameError,
  followsA = false,
}: {
  draft: Draft;
  change: DraftChange;
  nameError?: string;
  followsA?: boolean;
}) {
  const { t } = useTranslation('broadcastComposer');
  const { hubId = '' } = useParams();
  const accounts = useInboxAccounts(hubId).data?.accounts ?? [];
  const members = useMembers(hubId).data?.items ?? [];
  const workflows = useWorkflows(hubId).data?.items ?? [];

  return (
    <SectionCard title={t('section.basics')}>
      <Stack spacing={2}>
        <TextField
          label={t('field.name')}
          required
          value={draft.name}
          onChange={(event) => change({ name: event.target.value })}
          error={!!nameError}
          helperText={nameError}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <OptionSelect
            label={t('field.type')}
            options={BROADCAST_TYPES}
            labelOf={(type) => t(TYPE_KEYS[type])}
            value={draft.type}
            onChange={(type) => change({ type })}
            disabled={followsA}
            helperText={followsA ? t('basics.followsA') : undefined}
          />
          {draft.type === 'automation' && (
            <TextField
              select
              fullWidth
              label={t('field.workflow')}
              value={workflows.some((workflow) => workflow.id === draft.workflowId) ? draft.workflowId : NONE}
              onChange={(event) =>
                change({ workflowId: event.target.value === NONE ? '' : event.target.value })
              }
              helperText={t('workflow.help')}
            >
              <MenuItem value={NONE}>{t('workflow.none')}</MenuItem>
              {workflows.map((workflow) => (
                <MenuItem key={workflow.id} value={workflow.id}>
                  {workflow.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {draft.type === 'recurring' && (
            <OptionSelect
              label={t('field.frequency')}
              options={RECURRING_FREQUENCIES}
              labelOf={(frequency) => t(FREQUENCY_KEYS[frequency])}
              value={draft.frequency}
              onChange={(frequency) => change({ frequency })}
              disabled={followsA}
            />
          )}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            fullWidth
            label={t('field.account')}
            value={accounts.some((account) => account.id === draft.accountId) ? draft.accountId : ''}
            onChange={(event) => change({ accountId: event.target.value })}
          >
            {accounts.map((account) => (
              <MenuItem key={account.id} value={account.id}>
                {account.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            label={t('field.sender')}
            value={draft.senderUserId || ACCOUNT}
            onChange={(event) =>
              change({ senderUserId: event.target.value === ACCOUNT ? '' : event.target.value })
            }
          >
            <MenuItem value={ACCOUNT}>{t('sender.account')}</MenuItem>
            {members.map((member) => (
              <MenuItem key={member.userId} value={member.userId}>
                {member.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
