import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const MINUTE = 60_000;

/**
 * Request volume limits of the public and expensive routes (sign-in, reset, two-factor), per
 * address and per process: a flood is cut before it reaches argon2, the database or the mail
 * queue. Routes opt in with `config.rateLimit`; the LINE webhooks, which LINE sends in volume,
 * never do. Failed sign-ins are counted apart, across processes (modules/auth/login-limiter.ts).
 */
export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    // Thrown, so the error handler answers it like any refusal: 429, translated, `{ msg, code }`.
    errorResponseBuilder: () => new AppError('error.rateLimited'),
  });
}

/**
 * A second limit on a route that has one in `config.rateLimit` (the plugin runs one limiter a
 * request), as a preHandler: after validation, so it may key on the parsed body.
 */
export function alsoLimit(app: FastifyInstance, options: RateLimitOptions) {
  const limit = app.createRateLimit(options);
  return async (request: FastifyRequest) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError('error.rateLimited');
  };
}

export const RATE_LIMITS = {
  /** Sign-in, reset and two-factor steps from one address. */
  signIn: { max: 30, timeWindow: MINUTE },
  /** Reset mails asked from one address. */
  forgotPerAddress: { max: 20, timeWindow: 15 * MINUTE },
  /** Reset mails to one email address, whoever asks (known or not: the limit reveals nothing). */
  forgotPerEmail: {
    max: 5,
    timeWindow: 15 * MINUTE,
    keyGenerator: (request: FastifyRequest) => `forgot:${(request.body as { email: string }).email}`,
  },
} satisfies Record<string, RateLimitOptions>;
