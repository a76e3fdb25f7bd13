import {
  authConfigSchema,
  COOKIES,
  forgotRequestSchema,
  googleCodeRequestSchema,
  langQuerySchema,
  loginRequestSchema,
  loginResponseSchema,
  okSchema,
  passwordSessionResponseSchema,
  resetRequestSchema,
  sessionCheckResponseSchema,
  verifyTokenRequestSchema,
  verifyTokenResponseSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clearSecondFactorCookie,
  clearSessionCookies,
  setSecondFactorCookie,
  setSessionCookies,
} from '../../core/auth/cookies.ts';
import { bearer } from '../../core/auth/guard.ts';
import { hashToken } from '../../core/auth/tokens.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import { alsoLimit, RATE_LIMITS } from '../../core/http/rate-limits.ts';
import { safeReturnPath } from '../../core/http/safe-return.ts';
import { translate } from '../../core/i18n/translate.ts';
import { findUserByEmail } from '../users/index.ts';
import {
  finishWithSecondFactor,
  holdForSecondFactor,
  SECOND_FACTOR_HOLD_MS,
} from './google-second-factor.ts';
import { login } from './login.service.ts';
import { AUTH_PASSWORD_RESET } from './password-reset.job.ts';
import { getPasswordSession, resetPassword, verifyResetToken } from './password-reset.service.ts';
import { revokeSessionByToken } from './sessions.repository.ts';
import { startSession } from './start-session.ts';

const pub = { permission: 'public' } as const;
/** Public steps that cost a password hash, a token lookup or a code check. */
const signInStep = { ...pub, rateLimit: RATE_LIMITS.signIn };

export const authRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get('/api/auth/config', { config: pub, schema: { response: { 200: authConfigSchema } } }, async () => ({
    google: Boolean(deps.google),
  }));

  // core.md §2 checks the token cookie every 3 s; it is httpOnly, so the console asks. Its presence
  // is the rule, and answering it costs no lookup (a dead token still gets its 401 on the next call).
  app.get(
    '/api/auth/session',
    { config: pub, schema: { response: { 200: sessionCheckResponseSchema } } },
    async (request) => ({ signedIn: Boolean(request.cookies[COOKIES.token]) }),
  );

  app.post(
    '/api/auth/login',
    { config: signInStep, schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const result = await login(db, request.body, request);
      if (result === 'twoFactorRequired') return { loggedIn: false, twoFactorRequired: true };
      setSessionCookies(request, reply, result);
      return { loggedIn: true, twoFactorRequired: false, access_token: result.token, hubId: result.hubId };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: pub, schema: { response: { 200: okSchema } } },
    async (request, reply) => {
      const token = bearer(request) ?? request.cookies[COOKIES.token];
      if (token) await revokeSessionByToken(db, hashToken(token));
      clearSessionCookies(reply);
      return { msg: translate(request.lang, 'auth.signedOut') };
    },
  );

  app.post(
    '/api/auth/forgot',
    {
      config: { ...pub, rateLimit: RATE_LIMITS.forgotPerAddress },
      preHandler: alsoLimit(app, RATE_LIMITS.forgotPerEmail),
      schema: { body: forgotRequestSchema, response: { 200: okSchema } },
    },
    async (request) => {
      const lang = request.body.lang ?? request.lang;
      await deps.queue.send(AUTH_PASSWORD_RESET, { email: request.body.email, lang });
      return { msg: translate(lang, 'auth.forgot.sent') };
    },
  );

  app.post(
    '/api/auth/verify-token',
    {
      config: signInStep,
      schema: { body: verifyTokenRequestSchema, response: { 200: verifyTokenResponseSchema } },
    },
    async (request) => {
      const sessionId = await verifyResetToken(db, request.body);
      return {
        verified: true,
        sessionId,
        msg: translate(request.body.lang ?? request.lang, 'auth.verify.done'),
      };
    },
  );

  app.get(
    '/api/auth/passwordSession/:id',
    {
      config: signInStep,
      schema: {
        params: z.object({ id: z.string().max(200) }),
        querystring: langQuerySchema,
        response: { 200: passwordSessionResponseSchema },
      },
    },
    async (request) => getPasswordSession(db, request.params.id),
  );

  app.post(
    '/api/auth/reset',
    {
      config: signInStep,
      schema: { body: resetRequestSchema, querystring: langQuerySchema, response: { 200: okSchema } },
    },
    async (request) => {
      await resetPassword(db, request.body);
      return { msg: translate(request.lang, 'auth.reset.done') };
    },
  );

  app.get(
    '/api/auth/google',
    { config: pub, schema: { querystring: z.object({ from: z.string().optional() }) } },
    async (request, reply) => {
      if (!deps.google) throw new AppError('login.error.googleDisabled');
      const url = await deps.google.start(db, safeReturnPath(request.query.from));
      return reply.redirect(url.href);
    },
  );

  app.get('/api/auth/google/callback', { config: pub }, async (request, reply) => {
    if (!deps.google) throw new AppError('login.error.googleDisabled');
    try {
      const { email, returnTo } = await deps.google.finish(db, new URL(request.url, deps.config.publicUrl));
      const user = await findUserByEmail(db, email);
      if (!user) throw new AppError('login.error.google');
      const from = safeReturnPath(returnTo);
      if (user.useTwoFactorAuth) {
        setSecondFactorCookie(request, reply, await holdForSecondFactor(db, user.id), SECOND_FACTOR_HOLD_MS);
        const query = new URLSearchParams({ secondFactor: 'google', ...(from ? { from } : {}) });
        return reply.redirect(`/auth/login?${query}`);
      }
      const session = await startSession(db, user, true, request);
      setSessionCookies(request, reply, session);
      return reply.redirect(from ?? `/${session.hubId}`);
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'login.error.google';
      if (!(error instanceof AppError)) request.log.warn({ err: error }, 'google sign-in failed');
      return reply.redirect(`/auth/login?${new URLSearchParams({ error: code })}`);
    }
  });

  app.post(
    '/api/auth/google/code',
    { config: signInStep, schema: { body: googleCodeRequestSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const held = request.cookies[COOKIES.secondFactor];
      const session = await finishWithSecondFactor(db, held, request.body.code, request);
      clearSecondFactorCookie(reply);
      setSessionCookies(request, reply, session);
      return { loggedIn: true, twoFactorRequired: false, access_token: session.token, hubId: session.hubId };
    },
  );
};
