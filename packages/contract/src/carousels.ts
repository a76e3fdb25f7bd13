import { z } from 'zod';
import {
  CARD_ACTION_TYPES,
  CAROUSEL_BUTTON_STYLES,
  CAROUSEL_CARD_TYPES,
  CAROUSEL_MAX_ACTIONS,
  CAROUSEL_MAX_BUBBLES,
} from './carousel-constants.ts';
import { carouselFlex, FLEX_CAROUSEL_MAX_BYTES, flexBytes } from './carousel-flex.ts';
import type { LibraryPaths } from './folders.ts';

const required = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const optional = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');
/** An image LINE fetches: http(s) (LINE itself wants HTTPS; the sandbox and local demo serve http). */
const imageUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'validation.url' }).max(2000)]);

/** A colour as LINE's Flex takes it (messaging.md §9 Carousel: "Button colour #RRGGBB"). */
export const colourSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/, { error: 'carousel.error.colour' });

/**
 * A card's button: a link (LINE's URI action takes http(s), tel: and line: schemes) or a message
 * the friend sends by tapping it.
 */
export const cardActionSchema = z
  .object({
    label: required(40),
    type: z.enum(CARD_ACTION_TYPES),
    value: required(1000),
  })
  .superRefine((action, context) => {
    if (
      action.type === 'uri' &&
      !z.url({ protocol: /^(https?|tel|line)$/ }).safeParse(action.value).success
    ) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'validation.url' });
    }
  });
export type CardAction = z.infer<typeof cardActionSchema>;

/** One card of a carousel (messaging.md §3 Carousel); what each card type shows of it is carouselFlex's. */
export const carouselCardSchema = z.object({
  bannerText: optional(20),
  bannerColour: colourSchema.default('#E53935'),
  imageUrl: imageUrl.default(''),
  header: optional(40),
  description: optional(120),
  actions: z.array(cardActionSchema).max(CAROUSEL_MAX_ACTIONS, { error: 'carousel.error.tooManyActions' }),
  buttonStyle: z.enum(CAROUSEL_BUTTON_STYLES).default('primary'),
  buttonColour: colourSchema.default('#06C755'),
});
export type CarouselCard = z.infer<typeof carouselCardSchema>;
export type CarouselCardInput = z.input<typeof carouselCardSchema>;

/** Pure: whether `json` is the JSON text of a Flex container (a bubble or a carousel). */
export function isFlexContainerJson(json: string): boolean {
  try {
    const value: unknown = JSON.parse(json);
    return (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      ['bubble', 'carousel'].includes((value as { type?: unknown }).type as string)
    );
  } catch {
    return false;
  }
}

const carouselFields = z.object({
  name: required(200),
  cardType: z.enum(CAROUSEL_CARD_TYPES),
  altText: required(400),
  cards: z
    .array(carouselCardSchema)
    .max(CAROUSEL_MAX_BUBBLES, { error: 'carousel.error.tooManyCards' })
    .default([]),
  /** The card after the others ("see more"): only its header, image and actions are shown. */
  closingCard: carouselCardSchema.nullable().default(null),
  /** The JSON card type's Flex container (a bubble or a carousel), as LINE's Flex Message Simulator writes it. */
  json: z.string().max(FLEX_CAROUSEL_MAX_BYTES, { error: 'carousel.error.tooLarge' }).default(''),
});

/**
 * The rules across fields: what each card type needs, LINE's 12 bubbles and 50 KB, and the JSON
 * type's text being a Flex container. LINE's own Flex schema is checked by the server on save.
 */
function checkCarousel(input: z.output<typeof carouselFields>, context: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) =>
    context.addIssue({ code: 'custom', path, message });
  if (input.cardType === 'json') {
    if (!isFlexContainerJson(input.json)) issue(['json'], 'carousel.error.invalidJson');
    return;
  }
  if (input.cards.length === 0) issue(['cards'], 'carousel.error.noCards');
  input.cards.forEach((card, index) => {
    if (input.cardType !== 'buttons' && !card.imageUrl)
      issue(['cards', index, 'imageUrl'], 'validation.required');
    if (input.cardType !== 'pictures' && !card.header)
      issue(['cards', index, 'header'], 'validation.required');
    if (input.cardType === 'buttons' && card.actions.length === 0)
      issue(['cards', index, 'actions'], 'carousel.error.noActions');
  });
  if (input.closingCard && input.closingCard.actions.length === 0)
    issue(['closingCard', 'actions'], 'carousel.error.noActions');
  if (input.cards.length + (input.closingCard ? 1 : 0) > CAROUSEL_MAX_BUBBLES)
    issue(['cards'], 'carousel.error.tooManyCards');
  else if (flexBytes(carouselFlex(input)) > FLEX_CAROUSEL_MAX_BYTES)
    issue(['cards'], 'carousel.error.tooLarge');
}

/** What the editor saves (POST /line/carousel; PATCH /line/carousel with `id`). */
export const carouselInputSchema = carouselFields
  .extend({ folderId: z.string().nullable().optional() })
  .superRefine(checkCarousel);
export type CarouselInput = z.input<typeof carouselInputSchema>;
export type CarouselDraft = z.output<typeof carouselFields>;

export const carouselPatchSchema = carouselFields.extend({ id: z.string() }).superRefine(checkCarousel);

/** A saved carousel as the API answers it. */
export const carouselSchema = carouselFields.extend({
  id: z.string(),
  folderId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Carousel = z.infer<typeof carouselSchema>;

export const carouselSavedSchema = z.object({ msg: z.string(), id: z.string(), carousel: carouselSchema });

/**
 * messaging.md §7 Image maps and carousels: under /line/carousel (GET and DELETE /{id}, the bulk
 * actions, the folders), and /line/carousels for the plural reads (the list, a folder's view).
 */
export const CAROUSEL_PATHS: LibraryPaths = {
  list: '/line/carousels',
  item: '/line/carousel',
  bulk: '/line/carousel',
  folder: '/line/carousel/folder',
  folderView: '/line/carousels/folder',
};
