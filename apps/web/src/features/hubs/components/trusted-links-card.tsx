import type { Account } from '@hubline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../ui/section-card';
import { useUpdateAccount } from '../api/update-account';
import { EntryListEditor } from './entry-list-editor';
import { fieldMessages, SettingFooter } from './setting-footer';

/** The hosts the broadcasts' short links open without the "this link leads to" page. */
export function TrustedLinksCard({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const update = useUpdateAccount(account.hubId);
  const [domains, setDomains] = useState<string[]>(account.trustedLinkDomains);

  return (
    <SectionCard title={t('links.title')} description={t('links.description')}>
      <EntryListEditor
        entries={domains}
        // Host names are kept lower-case, as the server saves them.
        onChange={(next) => setDomains(next.map((domain) => domain.toLowerCase()))}
        texts={{
          entry: t('links.entry'),
          placeholder: 'shop.example.com',
          add: t('links.add'),
          empty: t('links.empty'),
          remove: (domain) => t('links.remove', { domain }),
        }}
      />
      <SettingFooter
        errors={fieldMessages(update.error, (field) => field.startsWith('trustedLinkDomains'))}
        changed={domains.join('\n') !== account.trustedLinkDomains.join('\n')}
        pending={update.isPending}
        onSave={() => update.mutate({ trustedLinkDomains: domains })}
      />
    </SectionCard>
  );
}
