import { CAROUSEL_IMAGE_RATIO, CAROUSEL_RATIO_TOLERANCE, type CarouselCardType } from '@hubline/contract';

/**
 * Pure: the recommended ratio an image strays from (messaging.md §9: 1.54:1 for products, 1:1 for
 * pictures), or null when it is close enough or the card type recommends none. A warning only:
 * LINE crops the image to the card.
 */
export function ratioAdvice(cardType: CarouselCardType, width: number, height: number) {
  if (cardType !== 'products' && cardType !== 'pictures') return null;
  if (width <= 0 || height <= 0) return null;
  const recommended = CAROUSEL_IMAGE_RATIO[cardType];
  const actual = width / height;
  return Math.abs(actual - recommended) / recommended <= CAROUSEL_RATIO_TOLERANCE
    ? null
    : { recommended: recommended.toFixed(2), actual: actual.toFixed(2) };
}
