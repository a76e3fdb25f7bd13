import { IMAGEMAP_LAYOUTS, type ImagemapInput, type imagemapPatchSchema } from '@hubline/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../core/db/client.ts';
import { folderStore } from '../../core/folders/folder-store.ts';
import { checkTarget } from '../../core/folders/folder-target.ts';
import { AppError, orNotFound } from '../../core/http/errors.ts';
import type { LineMessage } from '../../core/line/line-types.ts';
import type { MessageSite } from '../messages/index.ts';
import { findImagemapImage } from './imagemap-images.ts';
import { imagemapLineMessage } from './imagemap-message.ts';
import { findImagemap } from './imagemaps.repository.ts';
import { imagemaps } from './imagemaps.schema.ts';
import { imagemapKind } from './imagemaps-library.ts';

export const imagemapFolderStore = folderStore(imagemapKind);

type Patch = z.infer<typeof imagemapPatchSchema>;
type Saved = Required<Omit<ImagemapInput, 'folderId'>> & { folderId: string | null };

/** The row's columns of a checked input (the title is the kit's `name`). */
const columnsOf = ({ title, ...rest }: Saved) => ({ ...rest, name: title });

/** The image must be the hub's, each area of the layout needs its action, the folder the hub's. */
async function check(db: Db, hubId: string, input: Saved) {
  if (!(await findImagemapImage(db, hubId, input.imageId))) {
    throw new AppError('imagemap.error.noImage', {}, { imageId: 'imagemap.error.noImage' });
  }
  const count = IMAGEMAP_LAYOUTS[input.layout].length;
  if (input.areas.length !== count) {
    throw new AppError('imagemap.error.areas', { count });
  }
  await checkTarget(imagemapFolderStore, db, hubId, input.folderId);
}

export async function createImagemap(db: Db, hubId: string, userId: string | null, input: Saved) {
  await check(db, hubId, input);
  const [row] = await db
    .insert(imagemaps)
    .values({ ...columnsOf(input), hubId, updatedBy: userId })
    .returning({ id: imagemaps.id });
  return orNotFound(row && (await findImagemap(db, hubId, row.id)));
}

/** A PATCH changes what it names; the result is checked whole, as a create is. */
export async function updateImagemap(db: Db, hubId: string, userId: string | null, patch: Patch) {
  const { imagemap } = orNotFound(await findImagemap(db, hubId, patch.id));
  const { id, ...changes } = patch;
  const next: Saved = {
    title: changes.title ?? imagemap.name,
    altText: changes.altText ?? imagemap.altText,
    imageId: changes.imageId ?? imagemap.imageId,
    layout: changes.layout ?? imagemap.layout,
    areas: changes.areas ?? imagemap.areas,
    folderId: changes.folderId === undefined ? imagemap.folderId : changes.folderId,
  };
  await check(db, hubId, next);
  await db
    .update(imagemaps)
    .set({ ...columnsOf(next), updatedAt: new Date(), updatedBy: userId })
    .where(and(eq(imagemaps.hubId, hubId), eq(imagemaps.id, id)));
  return orNotFound(await findImagemap(db, hubId, id));
}

/**
 * Deletes the rich message, not its image: LINE fetches an image map's image each time a friend
 * opens a chat holding one already sent, so the image outlives the library item.
 */
export async function deleteImagemap(db: Db, hubId: string, id: string) {
  orNotFound(await findImagemap(db, hubId, id));
  await db.delete(imagemaps).where(and(eq(imagemaps.hubId, hubId), eq(imagemaps.id, id)));
}

/** The message model's resolver of `{ type: 'imagemap', imagemapId }` (modules/messages). */
export async function imagemapMessageOf(
  site: MessageSite,
  hubId: string,
  id: string,
): Promise<LineMessage | undefined> {
  const found = await findImagemap(site.db, hubId, id);
  return found && imagemapLineMessage(found.imagemap, found.image, site.publicUrl);
}
