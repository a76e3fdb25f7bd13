import type { CarouselDraft } from '@hubline/contract';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { AppError, orNotFound } from '../../core/http/errors.ts';
import { carouselFolderStore, carouselItems } from './carousel-library.ts';
import { checkCarouselWithLine } from './carousel-line-check.ts';
import { findCarousel } from './carousel-message.ts';
import { type CarouselRow, carousels } from './carousels.schema.ts';

/** Who saves, in which hub. */
export interface CarouselActor {
  hubId: string;
  userId: string | null;
}

type CarouselDeps = Pick<Deps, 'db' | 'secrets' | 'line'>;

/** The columns of what the editor saved; the JSON text only where the card type is JSON. */
function columnsOf(input: CarouselDraft) {
  const isJson = input.cardType === 'json';
  return {
    name: input.name,
    cardType: input.cardType,
    altText: input.altText,
    cards: isJson ? [] : input.cards,
    closingCard: isJson ? null : input.closingCard,
    json: isJson ? input.json : '',
  };
}

/** A folder id of this hub's carousels, or a refusal naming the field. */
async function folderOf(deps: CarouselDeps, hubId: string, folderId: string | null | undefined) {
  if (!folderId) return null;
  if (!(await carouselFolderStore.find(deps.db, hubId, folderId)))
    throw new AppError('error.notFound', {}, { folderId: 'error.notFound' });
  return folderId;
}

export async function createCarousel(
  deps: CarouselDeps,
  actor: CarouselActor,
  input: CarouselDraft & { folderId?: string | null },
): Promise<CarouselRow> {
  const folderId = await folderOf(deps, actor.hubId, input.folderId);
  await checkCarouselWithLine(deps, actor.hubId, input);
  const [row] = await deps.db
    .insert(carousels)
    .values({ hubId: actor.hubId, folderId, updatedBy: actor.userId, ...columnsOf(input) })
    .returning();
  if (!row) throw new Error('carousel insert returned nothing');
  return row;
}

export async function editCarousel(
  deps: CarouselDeps,
  actor: CarouselActor,
  input: CarouselDraft & { id: string },
): Promise<CarouselRow> {
  orNotFound(await findCarousel(deps.db, actor.hubId, input.id));
  await checkCarouselWithLine(deps, actor.hubId, input);
  const [row] = await deps.db
    .update(carousels)
    .set({ ...columnsOf(input), updatedBy: actor.userId, updatedAt: new Date() })
    .where(and(eq(carousels.hubId, actor.hubId), eq(carousels.id, input.id)))
    .returning();
  return orNotFound(row);
}

export async function removeCarousel(deps: Pick<Deps, 'db'>, hubId: string, id: string) {
  const [deleted] = await carouselItems.deleteMany(deps.db, hubId, [id]);
  orNotFound(deleted);
}
