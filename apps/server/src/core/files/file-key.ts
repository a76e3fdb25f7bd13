/**
 * A stored file's key as path segments, or undefined when it is not one of ours: relative,
 * slash-separated segments of letters, digits, `_` and `-` with at most one short extension.
 * This refuses `..`, absolute paths, NUL, backslashes, `#`, `?` and percent-encoded segments
 * before any path is built; local-files.ts checks the resolved path again.
 */
const SEGMENT = /^[\w-]{1,100}(\.[a-z0-9]{1,5})?$/;

export function fileKeySegments(key: string): string[] | undefined {
  if (key.length > 300) return undefined;
  const segments = key.split('/');
  return segments.length >= 2 && segments.every((segment) => SEGMENT.test(segment)) ? segments : undefined;
}
