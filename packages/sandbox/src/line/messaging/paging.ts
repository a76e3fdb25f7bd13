/**
 * Continuation tokens of list endpoints (`start` / `next`): opaque to clients; here the offset,
 * base64url-encoded so that nobody relies on its shape.
 */
export const encodeNext = (offset: number): string => Buffer.from(`o:${offset}`).toString('base64url');

export function decodeStart(start: string | undefined): number | undefined {
  if (start === undefined) return 0;
  const match = /^o:(\d+)$/.exec(Buffer.from(start, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : undefined;
}

/** Pure: one page of `items` from the token `start`; undefined for an invalid token. */
export function page<T>(
  items: T[],
  start: string | undefined,
  limit: number,
): { items: T[]; next?: string } | undefined {
  const offset = decodeStart(start);
  if (offset === undefined) return undefined;
  const slice = items.slice(offset, offset + limit);
  const end = offset + slice.length;
  return end < items.length ? { items: slice, next: encodeNext(end) } : { items: slice };
}
