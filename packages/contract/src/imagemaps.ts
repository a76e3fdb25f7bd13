import { z } from 'zod';
import { chatflowShapePaths, type LibraryPaths } from './folders.ts';

/** messaging.md §9: a rich message's image is 1040 px wide, 1040 high or a custom 520–2080. */
export const IMAGEMAP_WIDTH = 1040;
export const IMAGEMAP_MIN_HEIGHT = 520;
export const IMAGEMAP_MAX_HEIGHT = 2080;
/** LINE's limit of an image map image (messaging API: "Max file size: 10 MB"). */
export const IMAGEMAP_MAX_BYTES = 10 * 1024 * 1024;
/** The widths LINE fetches an image map's image at: `{baseUrl}/{width}`. */
export const IMAGEMAP_WIDTHS = [240, 300, 460, 700, 1040] as const;
export type ImagemapWidth = (typeof IMAGEMAP_WIDTHS)[number];

/**
 * Layout templates: each area's rectangle as fractions of the image (left, top, width, height),
 * named A, B, C… in order. The server turns them into LINE's areas at the image's height.
 */
export const IMAGEMAP_LAYOUTS = {
  single: [[0, 0, 1, 1]],
  twoColumns: [
    [0, 0, 1 / 2, 1],
    [1 / 2, 0, 1 / 2, 1],
  ],
  twoRows: [
    [0, 0, 1, 1 / 2],
    [0, 1 / 2, 1, 1 / 2],
  ],
  threeRows: [
    [0, 0, 1, 1 / 3],
    [0, 1 / 3, 1, 1 / 3],
    [0, 2 / 3, 1, 1 / 3],
  ],
  topAndTwo: [
    [0, 0, 1, 1 / 2],
    [0, 1 / 2, 1 / 2, 1 / 2],
    [1 / 2, 1 / 2, 1 / 2, 1 / 2],
  ],
  fourGrid: [
    [0, 0, 1 / 2, 1 / 2],
    [1 / 2, 0, 1 / 2, 1 / 2],
    [0, 1 / 2, 1 / 2, 1 / 2],
    [1 / 2, 1 / 2, 1 / 2, 1 / 2],
  ],
  sixGrid: [
    [0, 0, 1 / 3, 1 / 2],
    [1 / 3, 0, 1 / 3, 1 / 2],
    [2 / 3, 0, 1 / 3, 1 / 2],
    [0, 1 / 2, 1 / 3, 1 / 2],
    [1 / 3, 1 / 2, 1 / 3, 1 / 2],
    [2 / 3, 1 / 2, 1 / 3, 1 / 2],
  ],
} as const satisfies Record<string, readonly (readonly [number, number, number, number])[]>;
export type ImagemapLayout = keyof typeof IMAGEMAP_LAYOUTS;
export const IMAGEMAP_LAYOUT_NAMES = Object.keys(IMAGEMAP_LAYOUTS) as ImagemapLayout[];
/** Areas are named A to F (messaging.md §3). */
export const IMAGEMAP_AREA_NAMES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

export interface ImagemapBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pure: a layout's areas in the image's pixels; neighbours share their edge, so the areas tile the image. */
export function layoutBounds(layout: ImagemapLayout, height: number): ImagemapBounds[] {
  return IMAGEMAP_LAYOUTS[layout].map(([left, top, width, tall]) => {
    const x = Math.round(left * IMAGEMAP_WIDTH);
    const y = Math.round(top * height);
    return {
      x,
      y,
      width: Math.round((left + width) * IMAGEMAP_WIDTH) - x,
      height: Math.round((top + tall) * height) - y,
    };
  });
}

const required = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

/** What one area does when tapped: opens a link (through click tracking) or sends a message as the friend. */
export const imagemapAreaSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('uri'),
    // LINE's imagemap URI action takes at most 1000 characters.
    linkUri: z
      .url({ protocol: /^https?$/, error: 'validation.url' })
      .max(1000, { error: 'validation.tooLong' }),
  }),
  z.object({ type: z.literal('message'), text: required(400) }),
]);
export type ImagemapArea = z.infer<typeof imagemapAreaSchema>;

/** POST /line/imagemap (PATCH with `id`): one area a layout has, in order A, B, C… */
export const imagemapInputSchema = z.object({
  title: required(100),
  altText: required(400),
  imageId: z.string().trim().min(1, { error: 'imagemap.error.noImage' }),
  layout: z.enum(IMAGEMAP_LAYOUT_NAMES as [ImagemapLayout, ...ImagemapLayout[]]),
  areas: z.array(imagemapAreaSchema).min(1).max(IMAGEMAP_AREA_NAMES.length),
  folderId: z.string().nullable().default(null),
});
export type ImagemapInput = z.input<typeof imagemapInputSchema>;
export const imagemapPatchSchema = imagemapInputSchema.partial().extend({ id: z.string() });

/** An uploaded image and its derivatives: `url` is the 1040 one, on the console's origin. */
export const imagemapImageSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type ImagemapImage = z.infer<typeof imagemapImageSchema>;
export const imagemapImageSavedSchema = z.object({ msg: z.string(), image: imagemapImageSchema });

/**
 * messaging.md §7 "Image maps and carousels": everything under /line/imagemap, plural reads (the
 * list, a folder's view) under /line/imagemaps.
 */
export const IMAGEMAP_PATHS: LibraryPaths = {
  ...chatflowShapePaths('line/imagemap', 'line/imagemaps'),
  item: '/line/imagemap',
  bulk: '/line/imagemap',
};

export const imagemapSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The title again: the name every library item is listed, searched and copied by. */
  name: z.string(),
  altText: z.string(),
  folderId: z.string().nullable(),
  image: imagemapImageSchema,
  layout: z.enum(IMAGEMAP_LAYOUT_NAMES as [ImagemapLayout, ...ImagemapLayout[]]),
  areas: z.array(imagemapAreaSchema),
  /** The LINE imagemap message it is sent as (links before click tracking), for previews. */
  message: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Imagemap = z.infer<typeof imagemapSchema>;
export const imagemapSavedSchema = z.object({ msg: z.string(), imagemap: imagemapSchema });
