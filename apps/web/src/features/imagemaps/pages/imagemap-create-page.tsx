import '../catalog';
import { ImagemapEditor } from '../components/imagemap-editor';
import { emptyImagemapDraft } from '../rules/draft';

/** /line/imagemaps/create. */
export function ImagemapCreatePage() {
  return <ImagemapEditor initial={emptyImagemapDraft()} />;
}
