import type { LineAccount } from '@hubline/contract';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SectionCard } from '../../../../ui/section-card';
import { useUpdateLineAccount } from '../../api/update-line-account';
import { changedOptions } from '../../options';
import { OptionSwitches } from '../option-switches';

/** The account's option switches; Save sends only the ones that changed. */
export function OptionsCard({ account }: { account: LineAccount }) {
  const { t } = useTranslation('lineAccounts');
  const { hubId = '' } = useParams();
  const update = useUpdateLineAccount(hubId);
  const [options, setOptions] = useState(account.options);
  const changes = changedOptions(account.options, options);
  const changed = Object.keys(changes).length > 0;
  return (
    <SectionCard title={t('settings.optionsTitle')} description={t('settings.optionsText')}>
      <OptionSwitches value={options} onChange={setOptions} disabled={update.isPending} />
      <Box sx={{ mt: 2.5 }}>
        <Button
          variant="contained"
          disabled={!changed}
          loading={update.isPending}
          onClick={() => update.mutate({ id: account.id, options: changes })}
        >
          {t('action.save', { ns: 'common' })}
        </Button>
      </Box>
    </SectionCard>
  );
}
