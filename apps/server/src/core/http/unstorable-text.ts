/** A high surrogate not followed by a low one, or a low one not after a high one (code units, no `u` flag). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * PostgreSQL refuses NUL in text and jsonb, and a lone UTF-16 surrogate (JSON allows `"\ud800"`)
 * has no UTF-8 form: either would fail a write half-way, so input carrying one is refused whole.
 */
function unstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** The dotted path of the first text (or object key) that cannot be stored, or undefined. */
export function unstorableTextPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return unstorable(value) ? path : undefined;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (unstorable(key)) return itemPath;
    const found = unstorableTextPath(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Text as LINE sent it, made storable: NULs dropped, lone surrogates replaced by U+FFFD. */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '').replace(new RegExp(LONE_SURROGATE, 'g'), '\ufffd');
}
