import type { Account } from '@hubline/contract';
import { FormControlLabel, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../ui/section-card';
import { useUpdateAccount } from '../api/update-account';

/** Whether provider staff may open this account for support (core.md §6). Saved on toggle. */
export function EmployeeAccessCard({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const update = useUpdateAccount(account.hubId);
  const checked = update.isPending
    ? Boolean(update.variables.allowEmployeeAccess)
    : account.allowEmployeeAccess;
  return (
    <SectionCard title={t('employee.title')} description={t('employee.description')}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ allowEmployeeAccess: event.target.checked })}
          />
        }
        label={t('employee.label')}
      />
    </SectionCard>
  );
}
