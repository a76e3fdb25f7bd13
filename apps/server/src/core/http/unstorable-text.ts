import { isStorableText, LONE_SURROGATE } from '@hubline/contract';

/** The dotted path of the first text (or object key) that cannot be stored, or undefined. */
export function unstorableTextPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return !isStorableText(value) ? path : undefined;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return itemPath;
    const found = unstorableTextPath(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Text as LINE sent it, made storable: NULs dropped, lone surrogates replaced by U+FFFD. */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '').replace(new RegExp(LONE_SURROGATE, 'g'), '\ufffd');
}

/** A `JSON.parse` reviver applying `storableText` to every text. */
export function storableTexts(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? storableText(value) : value;
}
