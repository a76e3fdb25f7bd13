import type { Language } from './constants.ts';
import en from './i18n/en/server.json' with { type: 'json' };
import ja from './i18n/ja/server.json' with { type: 'json' };
import zhTW from './i18n/zh-TW/server.json' with { type: 'json' };

/** Texts the server sends as `msg` (and the console reuses for the same validations). */
export const serverMessages: Record<Language, Record<string, string>> = { en, ja, 'zh-TW': zhTW };
