import { useParams } from 'react-router';
import '../composer-catalog';
import { useSession } from '../../../lib/session';
import { ErrorState } from '../../../ui/error-state';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { useBroadcast } from '../api/get-broadcast';
import { BroadcastComposer } from '../components/composer/broadcast-composer';
import { draftFromBroadcast } from '../rules/draft';

/** /line/broadcast/{id}/edit: the saved broadcast in the composer (A and B versions are separate ids). */
export function BroadcastEditPage() {
  const { hubId = '', id = '' } = useParams();
  const { timezone } = useSession();
  const broadcast = useBroadcast(hubId, id);
  if (broadcast.isPending) return <PageSkeleton shape="form" header />;
  if (broadcast.isError)
    return <ErrorState message={broadcast.error.message} onRetry={() => void broadcast.refetch()} />;
  // Keyed by id: switching between A and B starts the composer again from that version.
  return (
    <BroadcastComposer
      key={id}
      initial={draftFromBroadcast(broadcast.data, timezone)}
      broadcast={broadcast.data}
    />
  );
}
