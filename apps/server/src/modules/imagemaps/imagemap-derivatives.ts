import { IMAGEMAP_WIDTH, IMAGEMAP_WIDTHS, type ImagemapWidth } from '@hubline/contract';
import sharp from 'sharp';

/**
 * Pure: the image at every width LINE fetches an image map at (`{baseUrl}/240` … `/1040`), in its
 * own format (PNG stays PNG, JPEG stays JPEG — LINE takes either). The 1040 one is the upload
 * itself: it is already that wide. The image is decoded once to raw pixels and each smaller width
 * resized from those, which is about twice as fast as letting sharp decode the file for each
 * width (npm run bench: imagemap.derivatives).
 */
export async function imagemapDerivatives(image: Buffer): Promise<Map<ImagemapWidth, Buffer>> {
  const source = sharp(image);
  const { format } = await source.metadata();
  const { data, info } = await source.raw().toBuffer({ resolveWithObject: true });
  const encode = (resized: sharp.Sharp) =>
    format === 'jpeg' ? resized.jpeg({ quality: 90 }) : resized.png();
  const resized = await Promise.all(
    IMAGEMAP_WIDTHS.map((width) =>
      width === IMAGEMAP_WIDTH ? image : encode(sharp(data, { raw: info }).resize({ width })).toBuffer(),
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
