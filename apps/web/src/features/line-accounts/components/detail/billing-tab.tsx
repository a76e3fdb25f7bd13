import type { LineAccount } from '@hubline/contract';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SectionCard } from '../../../../ui/section-card';
import { useUpdateBilling } from '../../api/update-billing';
import { sameIds } from '../../format';
import { MemberPicker } from './member-picker';

/** Who gets the quota and extra-charge emails of this account. */
export function BillingTab({ account }: { account: LineAccount }) {
  const { t } = useTranslation('lineAccounts');
  const { hubId = '' } = useParams();
  const update = useUpdateBilling(hubId);
  const [supervisors, setSupervisors] = useState(account.billingSupervisors);
  const changed = !sameIds(supervisors, account.billingSupervisors);
  return (
    <SectionCard title={t('billing.title')} description={t('billing.text')}>
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 640 }}>
        <MemberPicker
          label={t('billing.supervisors')}
          helperText={t('billing.supervisorsHelp')}
          value={supervisors}
          onChange={setSupervisors}
        />
        <Box>
          <Button
            variant="contained"
            disabled={!changed}
            loading={update.isPending}
            onClick={() => update.mutate({ id: account.id, billingSupervisors: supervisors })}
          >
            {t('action.save', { ns: 'common' })}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
