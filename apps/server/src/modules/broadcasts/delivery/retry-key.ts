import { createHash } from 'node:crypto';

/**
 * A UUID (version 5 layout) derived from `parts`: the same batch, or the same recipient of a
 * batch, always gets the same X-Line-Retry-Key, whichever worker sends it and however often.
 */
export function derivedUuid(...parts: (string | number)[]) {
  const bytes = createHash('sha1').update(parts.join('\u0000')).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
