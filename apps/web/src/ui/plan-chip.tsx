import type { Plan } from '@hubline/contract';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

const PLAN_LABEL_KEYS: Record<Plan, string> = {
  trial: 'plan.trial',
  free: 'plan.free',
  starter: 'plan.starter',
  basic: 'plan.basic',
  professional: 'plan.professional',
  standard: 'plan.standard',
  enterprise: 'plan.enterprise',
  test: 'plan.test',
};

export function PlanChip({ plan }: { plan: Plan }) {
  const { t } = useTranslation('common');
  return <Chip label={t(PLAN_LABEL_KEYS[plan])} size="small" variant="outlined" />;
}
