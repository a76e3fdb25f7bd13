import type { Imagemap } from '@hubline/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { isUuid } from '../../core/db/ids.ts';
import { imagemapImageView } from './imagemap-images.ts';
import { imagemapLineMessage } from './imagemap-message.ts';
import { type ImagemapImageRow, type ImagemapRow, imagemapImages, imagemaps } from './imagemaps.schema.ts';

const withImage = { imagemap: imagemaps, image: imagemapImages };

export function imagemapView(
  { imagemap, image }: { imagemap: ImagemapRow; image: ImagemapImageRow },
  publicUrl: string,
): Imagemap {
  return {
    id: imagemap.id,
    title: imagemap.name,
    name: imagemap.name,
    altText: imagemap.altText,
    folderId: imagemap.folderId,
    image: imagemapImageView(image),
    layout: imagemap.layout,
    areas: imagemap.areas,
    message: imagemapLineMessage(imagemap, image, publicUrl),
    createdAt: imagemap.createdAt.toISOString(),
    updatedAt: imagemap.updatedAt.toISOString(),
  };
}

/** One rich message of the hub with its image; another hub's (or not an id) is undefined. */
export async function findImagemap(db: Db, hubId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(withImage)
    .from(imagemaps)
    .innerJoin(imagemapImages, eq(imagemapImages.id, imagemaps.imageId))
    .where(and(eq(imagemaps.hubId, hubId), eq(imagemaps.id, id)));
  return row;
}

/** Rows of the library's page with their images, as the API shows them (one query for the images). */
export async function imagemapViews(db: Db, rows: ImagemapRow[], publicUrl: string): Promise<Imagemap[]> {
  if (rows.length === 0) return [];
  const images = await db
    .select()
    .from(imagemapImages)
    .where(inArray(imagemapImages.id, [...new Set(rows.map((row) => row.imageId))]));
  const byId = new Map(images.map((image) => [image.id, image]));
  return rows.flatMap((imagemap) => {
    const image = byId.get(imagemap.imageId);
    return image ? [imagemapView({ imagemap, image }, publicUrl)] : [];
  });
}
