/** Card types of a carousel (messaging.md §3 Carousel). */
export const CAROUSEL_CARD_TYPES = ['products', 'pictures', 'buttons', 'json'] as const;
export type CarouselCardType = (typeof CAROUSEL_CARD_TYPES)[number];

/** A card button's style, as LINE's Flex button takes it. */
export const CAROUSEL_BUTTON_STYLES = ['link', 'primary', 'secondary'] as const;

/** What a card's button does: open a link, or send a message as the friend. */
export const CARD_ACTION_TYPES = ['uri', 'message'] as const;

/** Up to 2 actions a card (messaging.md §3 Carousel). */
export const CAROUSEL_MAX_ACTIONS = 2;
/** LINE's Flex carousel holds at most 12 bubbles (the closing card is one of them). */
export const CAROUSEL_MAX_BUBBLES = 12;

/**
 * The image ratios messaging.md §9 recommends (width / height): a card whose image is far off is
 * warned about, never refused — LINE crops it to the card.
 */
export const CAROUSEL_IMAGE_RATIO: Record<'products' | 'pictures', number> = { products: 1.54, pictures: 1 };
/** How far (as a fraction of the recommended ratio) an image may stray before the editor warns. */
export const CAROUSEL_RATIO_TOLERANCE = 0.05;
