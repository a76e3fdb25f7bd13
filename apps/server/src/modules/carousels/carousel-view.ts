import type { Carousel } from '@hubline/contract';
import type { CarouselRow } from './carousels.schema.ts';

/** Pure: a carousel row as the API answers it. */
export function carouselView(row: CarouselRow): Carousel {
  return {
    id: row.id,
    folderId: row.folderId,
    name: row.name,
    cardType: row.cardType,
    altText: row.altText,
    cards: row.cards,
    closingCard: row.closingCard ?? null,
    json: row.json,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
