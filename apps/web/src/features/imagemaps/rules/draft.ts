import {
  IMAGEMAP_LAYOUTS,
  type Imagemap,
  type ImagemapArea,
  type ImagemapImage,
  type ImagemapInput,
  type ImagemapLayout,
} from '@hubline/contract';

/** What the editor holds: the image once uploaded, and an action for each area of the layout. */
export interface ImagemapDraft {
  title: string;
  altText: string;
  image: ImagemapImage | null;
  layout: ImagemapLayout;
  areas: ImagemapArea[];
}

const emptyArea = (): ImagemapArea => ({ type: 'uri', linkUri: '' });

/** The areas a layout has: those already set keep their action, new ones start as an empty link. */
export const areasFor = (layout: ImagemapLayout, areas: readonly ImagemapArea[]): ImagemapArea[] =>
  IMAGEMAP_LAYOUTS[layout].map((_, index) => areas[index] ?? emptyArea());

export const emptyImagemapDraft = (): ImagemapDraft => ({
  title: '',
  altText: '',
  image: null,
  layout: 'single',
  areas: areasFor('single', []),
});

export const draftOf = (imagemap: Imagemap): ImagemapDraft => ({
  title: imagemap.title,
  altText: imagemap.altText,
  image: imagemap.image,
  layout: imagemap.layout,
  areas: imagemap.areas,
});

export const inputOf = (draft: ImagemapDraft): ImagemapInput => ({
  title: draft.title,
  altText: draft.altText,
  imageId: draft.image?.id ?? '',
  layout: draft.layout,
  areas: draft.areas,
});
