/** A file's size as people read it: 820 B, 14.2 KB, 3.5 MB (in the reader's number format). */
export function fileSize(bytes: number, lang: string): string {
  const [value, unit] =
    bytes < 1024 ? [bytes, 'B'] : bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
}
