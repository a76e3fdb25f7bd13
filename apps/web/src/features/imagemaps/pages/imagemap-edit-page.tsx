import { useParams } from 'react-router';
import '../catalog';
import { ErrorState } from '../../../ui/error-state';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { ToNotFound } from '../../../ui/to-not-found';
import { useImagemap } from '../api/imagemaps';
import { ImagemapEditor } from '../components/imagemap-editor';
import { draftOf } from '../rules/draft';

/** /line/imagemaps/{id}: a saved rich message in the editor. */
export function ImagemapEditPage() {
  const { hubId = '', id = '' } = useParams();
  const imagemap = useImagemap(hubId, id);
  if (imagemap.isPending) return <PageSkeleton shape="form" header />;
  if (imagemap.isError && imagemap.error.status === 404) return <ToNotFound />;
  if (imagemap.isError)
    return <ErrorState message={imagemap.error.message} onRetry={() => void imagemap.refetch()} />;
  return <ImagemapEditor key={id} initial={draftOf(imagemap.data)} imagemap={imagemap.data} />;
}
