/** File types recognised by their first bytes (DESIGN.md §3.10: type by content, never by name). */
const SIGNATURES = {
  png: { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  jpg: { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
} as const;
export type SniffedType = keyof typeof SIGNATURES;

export function sniffType(head: Uint8Array): SniffedType | undefined {
  for (const [type, { bytes }] of Object.entries(SIGNATURES)) {
    if (bytes.every((byte, index) => head[index] === byte)) return type as SniffedType;
  }
  return undefined;
}

export function mimeOf(type: SniffedType): string {
  return SIGNATURES[type].mime;
}
