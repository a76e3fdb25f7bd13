import type { Imagemap } from '@hubline/contract';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
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
    title: imagemap.title,
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

export interface ImagemapFilter {
  /** undefined: every folder; null: outside any folder. */
  folderId?: string | null;
  search?: string;
  /** undefined: all of them (pickers). */
  page?: { index: number; size: number };
}

/** The hub's rich messages, newest change first, and how many match. */
export async function listImagemaps(db: Db, hubId: string, filter: ImagemapFilter) {
  const escaped = filter.search?.trim().replace(/[\\%_]/g, (char) => `\\${char}`);
  const where: SQL | undefined = and(
    eq(imagemaps.hubId, hubId),
    filter.folderId === undefined
      ? undefined
      : filter.folderId === null
        ? sql`${imagemaps.folderId} is null`
        : eq(imagemaps.folderId, filter.folderId),
    escaped ? ilike(imagemaps.title, `%${escaped}%`) : undefined,
  );
  const query = db
    .select(withImage)
    .from(imagemaps)
    .innerJoin(imagemapImages, eq(imagemapImages.id, imagemaps.imageId))
    .where(where)
    .orderBy(desc(imagemaps.updatedAt), desc(imagemaps.id));
  const rows = filter.page
    ? await query.limit(filter.page.size).offset(filter.page.index * filter.page.size)
    : await query;
  const [total] = await db.select({ n: count() }).from(imagemaps).where(where);
  return { rows, total: total?.n ?? 0 };
}
