import { isSameSitePath } from '@hubline/contract';

/**
 * The home page inside a hub. The spec's home is /{hubId}/line/reports: this becomes
 * 'line/reports' when the reports screen is built.
 */
export const HOME_SEGMENT = 'profile';

export const KNOWLEDGE_BASE_URL = 'https://help.hubline.app';

export function homePath(hubId: string): string {
  return `/${encodeURIComponent(hubId)}/${HOME_SEGMENT}`;
}

export function hubPath(hubId: string, segment: string): string {
  return `/${encodeURIComponent(hubId)}/${segment}`;
}

export const PATHS = {
  login: '/auth/login',
  forgot: '/auth/forgot',
  notFound: '/errors/error-404',
  forbidden: '/errors/error-403',
} as const;

/** /auth/login?from=<address>, so signing in again returns where the user was. */
export function loginPath(from?: string): string {
  if (!from || from === '/' || from.startsWith('/auth/')) return PATHS.login;
  return `${PATHS.login}?from=${encodeURIComponent(from)}`;
}

/** Only same-origin paths may be used as a post-login target (no open redirect). */
export function safeFrom(from: string | null): string | null {
  if (!isSameSitePath(from) || from.startsWith('/auth/')) return null;
  return from;
}
