import { IMAGEMAP_WIDTH, type ImagemapBounds, layoutBounds } from '@hubline/contract';
import { imagemapImagePath } from './imagemap-images.ts';
import type { ImagemapImageRow, ImagemapRow } from './imagemaps.schema.ts';

/** LINE's imagemap actions we make: a link, or a message the friend sends. */
type LineImagemapAction =
  | { type: 'uri'; linkUri: string; area: ImagemapBounds }
  | { type: 'message'; text: string; area: ImagemapBounds };

/**
 * Pure: the LINE imagemap message of a rich message — its base URL (LINE adds `/{width}`), the
 * 1040-wide base size and one action per area of the layout, at the image's height. Links are as
 * written: a broadcast shortens them for click tracking when it sends (links/rewrite-links.ts).
 */
export function imagemapLineMessage(
  row: Pick<ImagemapRow, 'altText' | 'layout' | 'areas'>,
  image: Pick<ImagemapImageRow, 'id' | 'height'>,
  publicUrl: string,
) {
  const bounds = layoutBounds(row.layout, image.height);
  return {
    type: 'imagemap' as const,
    baseUrl: `${publicUrl}${imagemapImagePath(image.id)}`,
    altText: row.altText,
    baseSize: { width: IMAGEMAP_WIDTH, height: image.height },
    actions: row.areas.flatMap((action, index): LineImagemapAction[] => {
      const area = bounds[index];
      return area ? [{ ...action, area }] : [];
    }),
  };
}
