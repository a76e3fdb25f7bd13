import type { CardAction, CarouselCard, CarouselCardType } from '@hubline/contract';

// Catalogue keys as literals, so the catalogue test sees each one used.

export const CARD_TYPE_KEYS: Record<CarouselCardType, string> = {
  products: 'cardType.products',
  pictures: 'cardType.pictures',
  buttons: 'cardType.buttons',
  json: 'cardType.json',
};

export const BUTTON_STYLE_KEYS: Record<CarouselCard['buttonStyle'], string> = {
  link: 'card.buttonStyle.link',
  primary: 'card.buttonStyle.primary',
  secondary: 'card.buttonStyle.secondary',
};

export const ACTION_TYPE_KEYS: Record<CardAction['type'], string> = {
  uri: 'action.type.uri',
  message: 'action.type.message',
};

export const CARD_TEXT_KEYS = {
  bannerText: 'card.bannerText',
  header: 'card.header',
  description: 'card.description',
} as const;

/** The hint under an image field: the ratio the card type recommends, or none. */
export const IMAGE_HINT_KEYS: Record<CarouselCardType, string> = {
  products: 'card.imageHint.products',
  pictures: 'card.imageHint.pictures',
  buttons: 'card.imageHint.other',
  json: 'card.imageHint.other',
};
