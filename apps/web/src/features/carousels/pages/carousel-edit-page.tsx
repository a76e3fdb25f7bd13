import { useParams } from 'react-router';
import '../catalog';
import { ErrorState } from '../../../ui/error-state';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { ToNotFound } from '../../../ui/to-not-found';
import { useCarousel } from '../api/get-carousel';
import { CarouselEditor } from '../components/carousel-editor';
import { draftFromCarousel } from '../rules/carousel-draft';

/** /line/carousels/{id}: the saved carousel in the editor. */
export function CarouselEditPage() {
  const { hubId = '', id = '' } = useParams();
  const carousel = useCarousel(hubId, id);
  if (carousel.isPending) return <PageSkeleton shape="form" header />;
  if (carousel.isError && carousel.error.status === 404) return <ToNotFound />;
  if (carousel.isError)
    return <ErrorState message={carousel.error.message} onRetry={() => void carousel.refetch()} />;
  // Keyed by id: opening another carousel starts the editor again from it.
  return <CarouselEditor key={id} initial={draftFromCarousel(carousel.data)} carousel={carousel.data} />;
}
