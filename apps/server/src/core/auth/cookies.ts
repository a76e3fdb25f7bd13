import { COOKIES, LANG_COOKIE_MAX_AGE_S, type Language } from '@hubline/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Secure only under HTTPS, so the embedded demo on http://localhost still works. */
function secure(request: FastifyRequest) {
  return request.protocol === 'https';
}

/** lh_tkn is httpOnly; lh_hid is readable because the console checks it to notice a sign-out elsewhere. */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; hubId: string; remember: boolean; expiresAt: Date },
) {
  const maxAge = session.remember ? Math.floor((session.expiresAt.getTime() - Date.now()) / 1000) : undefined;
  const common = { path: '/', sameSite: 'lax' as const, secure: secure(request), maxAge };
  reply.setCookie(COOKIES.token, session.token, { ...common, httpOnly: true });
  reply.setCookie(COOKIES.hubId, session.hubId, { ...common, httpOnly: false });
}

export function setHubCookie(request: FastifyRequest, reply: FastifyReply, hubId: string) {
  reply.setCookie(COOKIES.hubId, hubId, { path: '/', sameSite: 'lax', secure: secure(request) });
}

export function setLangCookie(request: FastifyRequest, reply: FastifyReply, lang: Language) {
  reply.setCookie(COOKIES.lang, lang, {
    path: '/',
    sameSite: 'lax',
    secure: secure(request),
    maxAge: LANG_COOKIE_MAX_AGE_S,
  });
}

/** Only the route that finishes a held Google sign-in ever receives it. */
const SECOND_FACTOR_PATH = '/api/auth/google/code';

export function setSecondFactorCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
) {
  reply.setCookie(COOKIES.secondFactor, token, {
    path: SECOND_FACTOR_PATH,
    sameSite: 'lax',
    secure: secure(request),
    httpOnly: true,
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSecondFactorCookie(reply: FastifyReply) {
  reply.clearCookie(COOKIES.secondFactor, { path: SECOND_FACTOR_PATH });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(COOKIES.token, { path: '/' }).clearCookie(COOKIES.hubId, { path: '/' });
}
