import { type CarouselDraft, carouselFlex } from '@hubline/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { isUuid } from '../../core/db/ids.ts';
import type { LineFlexContainer, LineMessage } from '../../core/line/line-types.ts';
import { type CarouselRow, carousels } from './carousels.schema.ts';

/** Pure: a carousel as the LINE message it is sent as: a Flex message of its cards. */
export function carouselLineMessage(
  carousel: Pick<CarouselDraft, 'altText' | 'cardType' | 'cards' | 'closingCard' | 'json'>,
): LineMessage {
  return {
    type: 'flex',
    altText: carousel.altText,
    contents: carouselFlex(carousel) as unknown as LineFlexContainer,
  };
}

export async function findCarousel(db: Db, hubId: string, id: string): Promise<CarouselRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(carousels)
    .where(and(eq(carousels.hubId, hubId), eq(carousels.id, id)));
  return row;
}

/** The LINE message of the hub's carousel `id`, built from its cards now; undefined when it is gone. */
export async function carouselMessageOf(db: Db, hubId: string, id: string): Promise<LineMessage | undefined> {
  const row = await findCarousel(db, hubId, id);
  return row && carouselLineMessage({ ...row, closingCard: row.closingCard ?? null });
}
