import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { useAccount } from '../api/get-account';
import { ApiKeyCard } from '../components/api-key-card';
import { GeneralCard } from '../components/general-card';
import { IpRestrictionCard } from '../components/ip-restriction-card';
import { TrustedLinksCard } from '../components/trusted-links-card';

/**
 * Account (hub) settings, for holders of permissionAccount. `children` are the cards other
 * features add (the app shell composes them, e.g. the CRM card), shown after this page's own.
 */
export function AccountPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('account');
  const { hubId = '' } = useParams();
  const account = useAccount(hubId);
  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {account.isPending && <PageSkeleton shape="form" />}
      {account.isError && (
        <ErrorState message={account.error.message} onRetry={() => void account.refetch()} />
      )}
      {account.isSuccess && (
        <>
          <GeneralCard account={account.data} />
          <IpRestrictionCard account={account.data} />
          <TrustedLinksCard account={account.data} />
          <ApiKeyCard account={account.data} />
          <Suspense fallback={<PageSkeleton shape="form" />}>{children}</Suspense>
        </>
      )}
    </>
  );
}
