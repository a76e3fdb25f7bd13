import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type {} from '@fastify/multipart';
import {
  IMAGEMAP_MAX_BYTES,
  IMAGEMAP_MAX_HEIGHT,
  IMAGEMAP_MIN_HEIGHT,
  IMAGEMAP_WIDTH,
  IMAGEMAP_WIDTHS,
  type ImagemapImage,
  type ImagemapWidth,
} from '@hubline/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/client.ts';
import { isUuid } from '../../core/db/ids.ts';
import type { FilesPort } from '../../core/files/files.port.ts';
import { IMAGE_TYPES } from '../../core/files/sniff.ts';
import { uploadOptions } from '../../core/files/upload-options.ts';
import { AppError } from '../../core/http/errors.ts';
import { imagemapDerivatives, imageSize } from './imagemap-derivatives.ts';
import { type ImagemapImageRow, imagemapImages } from './imagemaps.schema.ts';

/** Where the console and LINE read an image's derivatives: public, as LINE fetches them unsigned. */
export const imagemapImagePath = (imageId: string) => `/api/imagemap-images/${imageId}`;

export const imagemapImageView = (row: ImagemapImageRow): ImagemapImage => ({
  id: row.id,
  width: IMAGEMAP_WIDTH,
  height: row.height,
  url: `${imagemapImagePath(row.id)}/${IMAGEMAP_WIDTH}`,
});

/** 1040 wide; 1040 high or a custom 520–2080 (messaging.md §9). */
function checkSize(size: { width: number; height: number }) {
  if (size.width !== IMAGEMAP_WIDTH) throw new AppError('imagemap.error.width', { width: size.width });
  if (size.height < IMAGEMAP_MIN_HEIGHT || size.height > IMAGEMAP_MAX_HEIGHT) {
    throw new AppError('imagemap.error.height', { height: size.height });
  }
}

const store = (files: FilesPort, image: Buffer) =>
  files.put('imagemaps', Readable.from([image]), { maxBytes: IMAGEMAP_MAX_BYTES, accept: IMAGE_TYPES });

/**
 * An uploaded image map image: streamed into the files port (PNG or JPEG by content, at most
 * 10 MB — the port refuses anything else and keeps nothing), read back, checked for its size,
 * then each width LINE asks for is made and stored. Nothing is kept when any step refuses.
 */
export async function saveImagemapImage(
  deps: { db: Db; files: FilesPort },
  hubId: string,
  request: FastifyRequest,
): Promise<ImagemapImageRow> {
  const part = await request.file(uploadOptions(IMAGEMAP_MAX_BYTES));
  if (!part) throw new AppError('file.missing');
  const original = await deps.files.put('imagemaps', part.file, {
    maxBytes: IMAGEMAP_MAX_BYTES,
    accept: IMAGE_TYPES,
    acceptNames: 'PNG, JPEG',
  });
  const kept = [original.key];
  try {
    const content = await deps.files.get(original.key);
    if (!content) throw new AppError('file.incomplete');
    const image = await buffer(content.stream);
    const size = await imageSize(image);
    if (!size) throw new AppError('file.invalidType', { types: 'PNG, JPEG' });
    checkSize(size);
    const derivatives = await imagemapDerivatives(image);
    const keys: Partial<Record<ImagemapWidth, string>> = { [IMAGEMAP_WIDTH]: original.key };
    for (const [width, resized] of derivatives) {
      if (width === IMAGEMAP_WIDTH) continue;
      const { key } = await store(deps.files, resized);
      kept.push(key);
      keys[width] = key;
    }
    const [row] = await deps.db
      .insert(imagemapImages)
      .values({ hubId, height: size.height, files: keys as Record<ImagemapWidth, string> })
      .returning();
    if (!row) throw new Error('imagemap image not saved');
    return row;
  } catch (error) {
    await Promise.all(kept.map((key) => deps.files.delete(key)));
    throw error;
  }
}

/** An image of the hub (another hub's, or not an id, is undefined). */
export async function findImagemapImage(db: Db, hubId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(imagemapImages)
    .where(and(eq(imagemapImages.hubId, hubId), eq(imagemapImages.id, id)));
  return row;
}

/** The files-port key of one width of an image, for the public route (any hub: the id is the secret). */
export async function imagemapImageFile(db: Db, id: string, width: number) {
  if (!isUuid(id) || !IMAGEMAP_WIDTHS.includes(width as ImagemapWidth)) return undefined;
  const [row] = await db
    .select({ files: imagemapImages.files })
    .from(imagemapImages)
    .where(eq(imagemapImages.id, id));
  return row?.files[width as ImagemapWidth];
}

/** The hub's images among `ids`, by id (one query for a list's rows). */
export async function imagemapImagesOf(db: Db, hubId: string, ids: readonly string[]) {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return new Map<string, ImagemapImageRow>();
  const rows = await db
    .select()
    .from(imagemapImages)
    .where(and(eq(imagemapImages.hubId, hubId), inArray(imagemapImages.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
}
