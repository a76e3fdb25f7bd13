import { DEFAULT_LANGUAGE, isLanguage, type Language, languageFromQuery } from '@hubline/contract';
import { loginPath } from '../lib/paths';

interface StartLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * core.md §2 startup redirects, applied before the router starts. `#/chat...` becomes that path
 * (query kept); a hash containing `line` becomes /{hub id cookie} + the hash path.
 */
export function startupRedirect(location: StartLocation, hubId: string | undefined): string | null {
  const hash = location.hash.replace(/^#/, '');
  if (!hash) return null;
  const [hashPath = '', hashQuery] = hash.split('?');
  const path = hashPath.startsWith('/') ? hashPath : `/${hashPath}`;
  const search = hashQuery ? `?${hashQuery}` : location.search;
  if (path.startsWith('/chat')) return `${path}${search}`;
  if (hash.includes('line')) {
    if (!hubId) return loginPath(`${path}${search}`);
    return `/${encodeURIComponent(hubId)}${path}${search}`;
  }
  return null;
}

/**
 * The language: the lh_lang cookie (default en), overridden by ?lang= (ja, en; anything else
 * means zh-TW). `persist` says the cookie must be (re)written.
 */
export function startupLanguage(
  search: string,
  cookie: string | undefined,
): { lang: Language; persist: boolean } {
  const query = new URLSearchParams(search).get('lang');
  if (query !== null) return { lang: languageFromQuery(query), persist: true };
  return { lang: isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE, persist: false };
}
