import { useParams } from 'react-router';
import '../composer-catalog';
import { useInboxAccounts } from '../../../lib/api/inbox-accounts';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { BroadcastComposer } from '../components/composer/broadcast-composer';
import { emptyDraft } from '../rules/draft';

/** /line/broadcasts/create: a new broadcast on the hub's first LINE account. */
export function BroadcastCreatePage() {
  const { hubId = '' } = useParams();
  const accounts = useInboxAccounts(hubId);
  if (accounts.isPending) return <PageSkeleton shape="form" header />;
  return <BroadcastComposer initial={emptyDraft(accounts.data?.accounts[0]?.id ?? '')} />;
}
