/**
 * File types recognised by their first bytes (ARCHITECTURE.md rule 10: type by content, never by name).
 * `offset` is where the signature starts (MP4 and its kin begin with a box size, then `ftyp`).
 */
const SIGNATURES = {
  png: { mime: 'image/png', offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  jpg: { mime: 'image/jpeg', offset: 0, bytes: [0xff, 0xd8, 0xff] },
  mp4: { mime: 'video/mp4', offset: 4, bytes: [0x66, 0x74, 0x79, 0x70] },
  pdf: { mime: 'application/pdf', offset: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // ZIP containers: docx, xlsx, pptx and plain archives.
  zip: { mime: 'application/zip', offset: 0, bytes: [0x50, 0x4b, 0x03, 0x04] },
  // OLE compound files: the older doc, xls and ppt.
  ole: {
    mime: 'application/x-ole-storage',
    offset: 0,
    bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  },
} as const;
export type SniffedType = keyof typeof SIGNATURES;

/** How many first bytes every signature fits in. */
export const SNIFF_BYTES = 16;

export const ALL_TYPES = Object.keys(SIGNATURES) as SniffedType[];

/** Images only: what most uploads (avatars, rich menus) accept. */
export const IMAGE_TYPES: readonly SniffedType[] = ['png', 'jpg'];

/** The type of a file from its first SNIFF_BYTES bytes, if it is one of `accepted`. */
export function sniffType(head: Uint8Array, accepted: readonly SniffedType[] = IMAGE_TYPES) {
  return accepted.find((type) => {
    const { offset, bytes } = SIGNATURES[type];
    return bytes.every((byte, index) => head[offset + index] === byte);
  });
}

export function mimeOf(type: SniffedType): string {
  return SIGNATURES[type].mime;
}

/** The type a stored MIME type names (what the S3 adapter recorded from the sniffed bytes), if any. */
export function typeOfMime(mime: string | undefined): SniffedType | undefined {
  return ALL_TYPES.find((type) => SIGNATURES[type].mime === mime);
}
