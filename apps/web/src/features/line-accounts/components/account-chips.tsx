import type { LineAccount } from '@hubline/contract';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PlanChip } from '../../../ui/plan-chip';
import { isPlan } from '../format';

/** The account's plan (a known plan gets the shared chip, anything else its raw name). */
export function AccountPlanChip({ plan }: { plan: string }) {
  return isPlan(plan) ? <PlanChip plan={plan} /> : <Chip label={plan} size="small" variant="outlined" />;
}

/** "Sandbox" for accounts on the local LINE sandbox; nothing for real LINE accounts. */
export function SandboxChip({ platform }: { platform: LineAccount['platform'] }) {
  const { t } = useTranslation('lineAccounts');
  if (platform !== 'sandbox') return null;
  return <Chip label={t('platform.sandboxChip')} size="small" color="warning" variant="outlined" />;
}
