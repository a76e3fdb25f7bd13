/** A high surrogate not followed by a low one, or a low one not after a high one (code units, no `u` flag). */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * PostgreSQL refuses NUL in text and jsonb, and a lone UTF-16 surrogate (JSON allows `"\ud800"`)
 * has no UTF-8 form: text carrying either cannot be stored, so it is refused before anything is done.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}
