import type { Account } from '@hubline/contract';
import { Alert, FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../ui/section-card';
import { useUpdateAccount } from '../api/update-account';
import { listCovers } from '../ip-match';
import { EntryListEditor } from './entry-list-editor';
import { fieldMessages, SettingFooter } from './setting-footer';

/** IP restriction: on/off and the allowed addresses, saved together. */
export function IpRestrictionCard({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const update = useUpdateAccount(account.hubId);
  const [enabled, setEnabled] = useState(account.useIPRestriction);
  const [entries, setEntries] = useState<string[]>(account.allowedIPAddresses);
  const changed =
    enabled !== account.useIPRestriction || entries.join('\n') !== account.allowedIPAddresses.join('\n');
  const lockout = enabled && !listCovers(entries, account.yourIp);
  const fieldErrors = fieldMessages(
    update.error,
    (field) => field.startsWith('allowedIPAddresses') || field === 'useIPRestriction',
  );

  return (
    <SectionCard title={t('ip.title')} description={t('ip.description')}>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
        label={t('ip.enable')}
        sx={{ mb: 1 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('ip.yourIp', { ip: account.yourIp })}
      </Typography>
      <EntryListEditor
        entries={entries}
        onChange={setEntries}
        texts={{
          entry: t('ip.entry'),
          placeholder: '203.0.113.0/24',
          add: t('ip.add'),
          empty: t('ip.empty'),
          remove: (ip) => t('ip.remove', { ip }),
        }}
        suggestion={{ label: t('ip.addMine'), value: account.yourIp }}
      />
      <SettingFooter
        errors={fieldErrors}
        changed={changed}
        pending={update.isPending}
        onSave={() => update.mutate({ useIPRestriction: enabled, allowedIPAddresses: entries })}
      >
        {lockout && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('ip.lockoutWarning')}
          </Alert>
        )}
      </SettingFooter>
    </SectionCard>
  );
}
