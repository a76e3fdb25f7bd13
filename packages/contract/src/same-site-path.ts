/** Any origin: only whether a path keeps it matters. */
const PROBE = 'http://hubline.invalid';
/** Browsers drop tab, CR and LF anywhere in an address, so `/\t/evil` would become `//evil`. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Whether `from` is a path on this site, read as a browser reads a Location or a link: it must
 * start with `/`, hold no control character, and resolve to the same origin (which refuses `//host`
 * and `/\host`, since browsers take `\` for `/`). Used for every return address (no open redirect).
 */
export function isSameSitePath(from: unknown): from is string {
  if (typeof from !== 'string' || !from.startsWith('/') || CONTROL.test(from)) return false;
  try {
    return new URL(from, PROBE).origin === PROBE;
  } catch {
    return false;
  }
}
