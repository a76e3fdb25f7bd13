import { INBOX_SEARCH_THROTTLE_MS } from '@hubline/contract';

export interface SearchStart {
  words: string;
  at: number;
}

/**
 * core.md §5: the same search started less than 2 s after the last one is ignored (a double
 * Enter, or Enter then the button). Another search, or the same one later, goes ahead.
 */
export function shouldSearch(last: SearchStart | null, words: string, now: number): boolean {
  if (!last || last.words !== words) return true;
  return now - last.at >= INBOX_SEARCH_THROTTLE_MS;
}
