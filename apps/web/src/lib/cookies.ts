import { COOKIES, LANG_COOKIE_MAX_AGE_S, type Language } from '@hubline/contract';

/** The readable cookies of core.md §9. lh_tkn is httpOnly: only the server sees it. */
export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function readHubIdCookie(): string | undefined {
  return readCookie(COOKIES.hubId) || undefined;
}

export function deleteHubIdCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and not in every supported browser.
  document.cookie = `${COOKIES.hubId}=; path=/; max-age=0`;
}

export function writeLangCookie(lang: Language) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: see deleteHubIdCookie.
  document.cookie = `${COOKIES.lang}=${encodeURIComponent(lang)}; path=/; max-age=${LANG_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
}
