/** Business constants of core.md §9. */
export const LANGUAGES = ['en', 'ja', 'zh-TW'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** core.md §2: `ja` and `en` mean themselves; any other value means Traditional Chinese. */
export function languageFromQuery(value: string): Language {
  if (value === 'ja' || value === 'en') return value;
  return 'zh-TW';
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const COOKIES = {
  token: 'lh_tkn',
  hubId: 'lh_hid',
  lang: 'lh_lang',
  /** A Google sign-in waiting for the user's two-factor code. */
  secondFactor: 'lh_2fa',
} as const;
export const LANG_COOKIE_MAX_AGE_S = 7_776_000;

/** core.md §9 time zones, as IANA names (offsets shown are standard time). */
export const TIME_ZONES = [
  { id: 'Asia/Tokyo', offset: '+09:00' },
  { id: 'Asia/Taipei', offset: '+08:00' },
  { id: 'Asia/Bangkok', offset: '+07:00' },
  { id: 'Asia/Jakarta', offset: '+07:00' },
  { id: 'Asia/Singapore', offset: '+08:00' },
  { id: 'Australia/Sydney', offset: '+10:00' },
  { id: 'Europe/London', offset: '+00:00' },
  { id: 'America/New_York', offset: '-05:00' },
  { id: 'America/Los_Angeles', offset: '-08:00' },
] as const;
export type TimeZoneId = (typeof TIME_ZONES)[number]['id'];
export const TIME_ZONE_IDS = TIME_ZONES.map((zone) => zone.id) as [TimeZoneId, ...TimeZoneId[]];

export const PLANS = [
  'trial',
  'free',
  'starter',
  'basic',
  'professional',
  'standard',
  'enterprise',
  'test',
] as const;
export type Plan = (typeof PLANS)[number];
export const TRIAL_DAYS = 14;
export const FREE_PLAN_MONTHLY_CHAT_MESSAGES = 200;

export const TABLE_PAGE_SIZES = [25, 50, 100] as const;
export const TOAST_MS = { success: 1000, error: 3000, info: 1000 } as const;
export const SESSION_CHECK_MS = 3000;
export const LAYOUT = { topBarHeight: 54, sideNavWidth: 285 } as const;

/** core.md §5 password rule. */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

/**
 * Failed sign-ins allowed in the window: per account from one address (so nobody can lock an
 * account out from elsewhere), and per address over all accounts (an office shares one).
 */
export const SIGN_IN_LIMIT = { attempts: 5, addressAttempts: 20, windowMs: 5 * 60 * 1000 } as const;
export const SESSION_TTL_MS = { remembered: 30 * 24 * 3600 * 1000, browser: 12 * 3600 * 1000 } as const;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The largest JSON request body the API reads. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** The largest LINE webhook body taken (LINE's own bodies stay well below it). */
export const WEBHOOK_BODY_MAX_BYTES = 2 * 1024 * 1024;

/** A byte limit as people read it in a refusal: `30 MB`. */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** Header every cookie-authenticated write must carry: browsers cannot add it cross-site without CORS. */
export const CSRF_HEADER = 'x-hubline-csrf';
/** The build the page was loaded from; a mismatch answers 440 so the page reloads. */
export const APP_VERSION_HEADER = 'x-hubline-version';

/** LINE channels a hub may connect per plan; beyond it the console says to contact sales. */
export const PLAN_LINE_CHANNELS: Record<Plan, number> = {
  trial: 3,
  free: 1,
  starter: 1,
  basic: 3,
  professional: 5,
  standard: 5,
  enterprise: 20,
  test: 100,
};

/** Hub ids are 8-digit numbers; any other first path segment is not a hub (the console shows 404). */
export const HUB_ID_PATTERN = /^\d{8}$/;
