import { IMAGEMAP_WIDTH, IMAGEMAP_WIDTHS, type ImagemapWidth } from '@hubline/contract';
import sharp from 'sharp';

/**
 * Pure: the image at every width LINE fetches an image map at (`{baseUrl}/240` … `/1040`), in its
 * own format (PNG stays PNG, JPEG stays JPEG — LINE takes either). The 1040 one is the upload
 * itself: it is already that wide. The smaller ones are resized from one decode of the image
 * (sharp's clone shares the input), side by side on libvips' threads.
 */
export async function imagemapDerivatives(image: Buffer): Promise<Map<ImagemapWidth, Buffer>> {
  const source = sharp(image);
  const resized = await Promise.all(
    IMAGEMAP_WIDTHS.map(async (width) =>
      width === IMAGEMAP_WIDTH ? image : await source.clone().resize({ width }).toBuffer(),
    ),
  );
  return new Map(IMAGEMAP_WIDTHS.map((width, index) => [width, resized[index] ?? image]));
}

/** The pixel size of an image by its content (undefined when sharp cannot read it). */
export async function imageSize(image: Buffer): Promise<{ width: number; height: number } | undefined> {
  const { width, height } = await sharp(image)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  return width && height ? { width, height } : undefined;
}
