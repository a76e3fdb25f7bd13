import { COOKIES } from '@hubline/contract';
import { startupLanguage, startupRedirect } from './app/startup';
import { initI18n } from './i18n';
import { readCookie, readHubIdCookie, writeLangCookie } from './lib/cookies';

/**
 * core.md §2 startup, run before the router reads the address: old hash addresses first, then
 * the language (lh_lang cookie, overridden by ?lang=).
 */
const redirect = startupRedirect(window.location, readHubIdCookie());
if (redirect) window.history.replaceState(null, '', redirect);

const { lang, persist } = startupLanguage(window.location.search, readCookie(COOKIES.lang));
if (persist) writeLangCookie(lang);
initI18n(lang);
