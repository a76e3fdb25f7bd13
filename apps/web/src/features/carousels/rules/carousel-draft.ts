import {
  type Carousel,
  type CarouselCard,
  type CarouselCardType,
  type CarouselDraft,
  type ChatMessage,
  carouselFlex,
} from '@hubline/contract';

/** A new card: the colours LINE's own card messages start with, one button to fill in. */
export const emptyCard = (): CarouselCard => ({
  bannerText: '',
  bannerColour: '#E53935',
  imageUrl: '',
  header: '',
  description: '',
  actions: [{ label: '', type: 'uri', value: '' }],
  buttonStyle: 'primary',
  buttonColour: '#06C755',
});

export const emptyDraft = (cardType: CarouselCardType = 'products'): CarouselDraft => ({
  name: '',
  cardType,
  altText: '',
  cards: [emptyCard()],
  closingCard: null,
  json: '',
});

export function draftFromCarousel(carousel: Carousel): CarouselDraft {
  const { name, cardType, altText, cards, closingCard, json } = carousel;
  return { name, cardType, altText, cards: cards.length > 0 ? cards : [emptyCard()], closingCard, json };
}

/** What is saved: the JSON type keeps only its JSON, the card types only their cards. */
export function draftToInput(draft: CarouselDraft, folderId?: string | null) {
  const isJson = draft.cardType === 'json';
  return {
    ...draft,
    cards: isJson ? [] : draft.cards,
    closingCard: isJson ? null : draft.closingCard,
    json: isJson ? draft.json : '',
    ...(folderId === undefined ? {} : { folderId }),
  };
}

/**
 * The carousel as the phone preview's chat renderers take it: the Flex message LINE will get, built
 * by the same builder as the server's; JSON that does not parse shows as its text.
 */
export function previewMessage(draft: CarouselDraft): ChatMessage {
  const base = {
    id: 'preview-carousel',
    direction: 'out' as const,
    contentUrl: null,
    senderId: null,
    senderName: null,
    agentName: null,
    source: 'broadcast' as const,
    via: null,
    unsent: false,
    sentAt: new Date(0).toISOString(),
  };
  try {
    return { ...base, type: 'flex', payload: { altText: draft.altText, contents: carouselFlex(draft) } };
  } catch {
    return { ...base, type: 'raw', payload: { text: draft.json } };
  }
}
