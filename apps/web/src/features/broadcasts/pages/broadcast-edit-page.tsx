import { Navigate, useParams } from 'react-router';
import '../composer-catalog';
import { useSession } from '../../../lib/session';
import { ErrorState } from '../../../ui/error-state';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { ToNotFound } from '../../../ui/to-not-found';
import { useBroadcast } from '../api/get-broadcast';
import { BroadcastComposer } from '../components/composer/broadcast-composer';
import { broadcastPath } from '../paths';
import { draftFromBroadcast } from '../rules/draft';

/**
 * /line/broadcast/{id}/edit: the saved broadcast in the composer (A and B versions are separate
 * ids). A sent one is a record: its page shows it, with Duplicate instead of Edit.
 */
export function BroadcastEditPage() {
  const { hubId = '', id = '' } = useParams();
  const { timezone } = useSession();
  const broadcast = useBroadcast(hubId, id);
  if (broadcast.isPending) return <PageSkeleton shape="form" header />;
  if (broadcast.isError && broadcast.error.status === 404) return <ToNotFound />;
  if (broadcast.isError)
    return <ErrorState message={broadcast.error.message} onRetry={() => void broadcast.refetch()} />;
  if (broadcast.data.sentRecord) return <Navigate to={broadcastPath(hubId, id)} replace />;
  // Keyed by id: switching between A and B starts the composer again from that version.
  return (
    <BroadcastComposer
      key={id}
      initial={draftFromBroadcast(broadcast.data, timezone)}
      broadcast={broadcast.data}
    />
  );
}
