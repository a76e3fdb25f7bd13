import '../catalog';
import { VideoEditor } from '../components/video-editor';
import { emptyDraft } from '../rules/draft';

/** /line/videos/create: a new rich video. */
export function VideoCreatePage() {
  return <VideoEditor initial={emptyDraft()} />;
}
