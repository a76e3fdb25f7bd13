import { FileContent, LocationContent, MediaContent, StickerContent, TextContent } from './basic-messages';
import { FlexContent } from './flex-message';
import { ImagemapContent } from './imagemap-content';
import type { MessageView } from './messages-view';
import { RawBubble } from './raw-bubble';
import { TemplateContent } from './template-message';

/** The inside of a bubble, by the renderer messageView chose. */
export function MessageContent({ view, payload }: { view: MessageView; payload: unknown }) {
  switch (view.kind) {
    case 'text':
      return <TextContent parts={view.parts} />;
    case 'sticker':
      return <StickerContent url={view.url} />;
    case 'image':
    case 'video':
    case 'audio':
      return <MediaContent view={view} />;
    case 'file':
      return <FileContent view={view} />;
    case 'location':
      return <LocationContent view={view} />;
    case 'flex':
      return <FlexContent contents={view.contents} />;
    case 'template':
      return <TemplateContent template={view.template} />;
    case 'imagemap':
      return <ImagemapContent view={view} />;
    case 'raw':
      return <RawBubble payload={payload} />;
  }
}
