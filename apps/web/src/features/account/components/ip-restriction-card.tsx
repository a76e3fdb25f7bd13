import type { Account } from '@hubline/contract';
import { Alert, Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../ui/section-card';
import { useUpdateAccount } from '../api/update-account';
import { listCovers } from '../ip-match';
import { IpListEditor } from './ip-list-editor';

/** IP restriction: on/off and the allowed addresses, saved together. */
export function IpRestrictionCard({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const update = useUpdateAccount(account.hubId);
  const [enabled, setEnabled] = useState(account.useIPRestriction);
  const [entries, setEntries] = useState<string[]>(account.allowedIPAddresses);
  const changed =
    enabled !== account.useIPRestriction || entries.join('\n') !== account.allowedIPAddresses.join('\n');
  const lockout = enabled && !listCovers(entries, account.yourIp);
  const fieldErrors = Object.entries(update.error?.fields ?? {})
    .filter(([field]) => field.startsWith('allowedIPAddresses') || field === 'useIPRestriction')
    .map(([, message]) => message);

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
      <IpListEditor entries={entries} onChange={setEntries} yourIp={account.yourIp} />
      {fieldErrors.map((message) => (
        <Alert key={message} severity="error" sx={{ mt: 2 }}>
          {message}
        </Alert>
      ))}
      {lockout && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('ip.lockoutWarning')}
        </Alert>
      )}
      <Box sx={{ mt: 2.5 }}>
        <Button
          variant="contained"
          disabled={!changed}
          loading={update.isPending}
          onClick={() => update.mutate({ useIPRestriction: enabled, allowedIPAddresses: entries })}
        >
          {t('action.save', { ns: 'common' })}
        </Button>
      </Box>
    </SectionCard>
  );
}
