/** A `from` / return address is followed only when it is a path on this site (no open redirect). */
export function safeReturnPath(from: unknown): string | undefined {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\'))
    return undefined;
  return from;
}
