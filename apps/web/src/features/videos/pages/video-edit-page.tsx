import { useParams } from 'react-router';
import '../catalog';
import { ErrorState } from '../../../ui/error-state';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { ToNotFound } from '../../../ui/to-not-found';
import { useVideo } from '../api/videos';
import { VideoEditor } from '../components/video-editor';
import { draftFromVideo } from '../rules/draft';

/** /line/videos/{id}: the saved rich video in the editor. */
export function VideoEditPage() {
  const { hubId = '', id = '' } = useParams();
  const video = useVideo(hubId, id);
  if (video.isPending) return <PageSkeleton shape="form" header />;
  if (video.isError && video.error.status === 404) return <ToNotFound />;
  if (video.isError) return <ErrorState message={video.error.message} onRetry={() => void video.refetch()} />;
  // Keyed by id: opening another video starts the editor again from it.
  return <VideoEditor key={id} initial={draftFromVideo(video.data)} video={video.data} />;
}
