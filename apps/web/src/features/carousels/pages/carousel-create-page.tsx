import '../catalog';
import { CarouselEditor } from '../components/carousel-editor';
import { emptyDraft } from '../rules/carousel-draft';

/** /line/carousels/create: a new card-based message, starting with one products card. */
export function CarouselCreatePage() {
  return <CarouselEditor initial={emptyDraft()} />;
}
