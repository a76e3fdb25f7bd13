import { z } from 'zod';
import { LANGUAGES, PASSWORD_RULE } from './constants.ts';

const email = z
  .email({ error: 'validation.email' })
  .max(254)
  .transform((value) => value.toLowerCase());
const lang = z.enum(LANGUAGES).optional();

export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, { error: 'validation.required' }).max(200),
  remember: z.boolean().default(false),
  /** Second step: the TOTP code, sent with the same credentials. */
  code: z
    .string()
    .regex(/^\d{6}$/, { error: 'validation.invalid' })
    .optional(),
});

export const loginResponseSchema = z.object({
  loggedIn: z.boolean(),
  twoFactorRequired: z.boolean(),
  /** The session token, for programmatic clients; browsers use the httpOnly cookie. */
  access_token: z.string().optional(),
  hubId: z.string().optional(),
});

/** The code that finishes a Google sign-in of a user with two-factor on. */
export const googleCodeRequestSchema = z.object({
  code: z.string().regex(/^\d{6}$/, { error: 'validation.invalid' }),
});

export const authConfigSchema = z.object({ google: z.boolean() });
/** core.md §2: whether the request carried the (httpOnly) token cookie, which the console cannot read. */
export const sessionCheckResponseSchema = z.object({ signedIn: z.boolean() });

export const forgotRequestSchema = z.object({ email, lang });
export const verifyTokenRequestSchema = z.object({ email, token: z.string().min(10).max(200), lang });
export const verifyTokenResponseSchema = z.object({
  verified: z.boolean(),
  sessionId: z.string(),
  msg: z.string(),
});
export const passwordSessionResponseSchema = z.object({ email: z.string(), expiresAt: z.string() });
export const passwordSchema = z.string().regex(PASSWORD_RULE, { error: 'validation.password' }).max(200);
export const resetRequestSchema = z.object({
  email,
  password: passwordSchema,
  sessionId: z.string().min(10).max(200),
});
export const langQuerySchema = z.object({ lang: z.string().optional() });

export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>;
export type AuthConfig = z.infer<typeof authConfigSchema>;
export type SessionCheck = z.infer<typeof sessionCheckResponseSchema>;
export type PasswordSession = z.infer<typeof passwordSessionResponseSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
