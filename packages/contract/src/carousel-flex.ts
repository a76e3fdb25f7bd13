import type { CardAction, CarouselCard, CarouselDraft } from './carousels.ts';

/** LINE refuses a Flex carousel over 50 KB of JSON (and a single bubble over 30 KB). */
export const FLEX_CAROUSEL_MAX_BYTES = 50_000;

export type FlexJson = { [key: string]: unknown };

/** The size LINE measures: the container's JSON in UTF-8 bytes. */
export const flexBytes = (container: FlexJson) => new TextEncoder().encode(JSON.stringify(container)).length;

/** The Flex aspect ratio a card type's image is shown at (messaging.md §9: 1.54:1 and 1:1). */
const HERO_RATIO = { products: '154:100', pictures: '1:1' } as const;

function lineAction(action: CardAction): FlexJson {
  return action.type === 'uri'
    ? { type: 'uri', label: action.label, uri: action.value }
    : { type: 'message', label: action.label, text: action.value };
}

function buttons(card: CarouselCard, style: CarouselCard['buttonStyle']): FlexJson[] {
  return card.actions.map((action) => ({
    type: 'button',
    style,
    // A link button's colour is its text; a primary or secondary one's is its background.
    color: card.buttonColour,
    height: 'sm',
    action: lineAction(action),
  }));
}

function banner(card: CarouselCard, overImage: boolean): FlexJson {
  return {
    type: 'box',
    layout: 'vertical',
    backgroundColor: card.bannerColour,
    cornerRadius: 'md',
    paddingAll: 'xs',
    paddingStart: 'md',
    paddingEnd: 'md',
    ...(overImage ? { position: 'absolute', offsetTop: 'md', offsetStart: 'md' } : {}),
    contents: [{ type: 'text', text: card.bannerText, size: 'xs', color: '#FFFFFF', weight: 'bold' }],
  };
}

function hero(card: CarouselCard, ratio: string): FlexJson {
  const image = { type: 'image', url: card.imageUrl, size: 'full', aspectRatio: ratio, aspectMode: 'cover' };
  if (!card.bannerText) return image;
  return { type: 'box', layout: 'vertical', paddingAll: 'none', contents: [image, banner(card, true)] };
}

function texts(card: CarouselCard): FlexJson[] {
  const parts: FlexJson[] = [];
  if (card.header) parts.push({ type: 'text', text: card.header, weight: 'bold', size: 'lg', wrap: true });
  if (card.description)
    parts.push({ type: 'text', text: card.description, size: 'sm', color: '#666666', wrap: true });
  return parts;
}

/** One card as a bubble: the image on top (products, pictures), the texts, the buttons below. */
function cardBubble(card: CarouselCard, cardType: Exclude<CarouselDraft['cardType'], 'json'>): FlexJson {
  const withImage = cardType !== 'buttons' && card.imageUrl !== '';
  const body = [...(card.bannerText && !withImage ? [banner(card, false)] : []), ...texts(card)];
  const bubble: FlexJson = { type: 'bubble' };
  if (withImage) bubble.hero = hero(card, HERO_RATIO[cardType === 'pictures' ? 'pictures' : 'products']);
  if (body.length > 0) bubble.body = { type: 'box', layout: 'vertical', spacing: 'sm', contents: body };
  if (card.actions.length > 0)
    bubble.footer = {
      type: 'box',
      layout: 'vertical',
      spacing: 'sm',
      contents: buttons(card, card.buttonStyle),
    };
  return bubble;
}

/** The closing card: its image and header centred over link buttons ("see more"). */
function closingBubble(card: CarouselCard): FlexJson {
  const contents: FlexJson[] = [];
  if (card.imageUrl)
    contents.push({ type: 'image', url: card.imageUrl, size: 'md', aspectRatio: '1:1', aspectMode: 'cover' });
  if (card.header)
    contents.push({ type: 'text', text: card.header, weight: 'bold', align: 'center', wrap: true });
  contents.push(...buttons(card, 'link'));
  return {
    type: 'bubble',
    body: { type: 'box', layout: 'vertical', spacing: 'md', justifyContent: 'center', contents },
  };
}

/**
 * Pure: the Flex container a carousel is sent as — its cards as the bubbles of a Flex carousel,
 * the closing card last; the JSON card type is the user's own container as written. One builder
 * for the server (what LINE gets) and the console (the live preview), so the two cannot differ.
 */
export function carouselFlex(
  carousel: Pick<CarouselDraft, 'cardType' | 'cards' | 'closingCard' | 'json'>,
): FlexJson {
  const { cardType } = carousel;
  if (cardType === 'json') return JSON.parse(carousel.json) as FlexJson;
  const bubbles = carousel.cards.map((card) => cardBubble(card, cardType));
  if (carousel.closingCard) bubbles.push(closingBubble(carousel.closingCard));
  return { type: 'carousel', contents: bubbles };
}
