import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { oidcStates } from './auth.schema.ts';

export interface GoogleSignIn {
  /** The provider's authorization URL for a new round trip; `returnTo` is where the console goes after. */
  start(db: Db, returnTo: string | undefined): Promise<URL>;
  /** Exchanges the callback's code for a verified email address. */
  finish(db: Db, callbackUrl: URL): Promise<{ email: string; returnTo: string | null }>;
}

const STATE_TTL_MS = 10 * 60 * 1000;

/** Google sign-in through OpenID Connect (any compliant issuer, so tests run a local provider). */
export function createGoogleSignIn(
  options: { clientId: string; clientSecret: string; issuer: string },
  publicUrl: string,
): GoogleSignIn {
  const redirectUri = `${publicUrl}/api/auth/google/callback`;
  let configuration: Promise<oidc.Configuration> | undefined;
  function discover() {
    // Plain HTTP is only ever a provider on this machine (tests, local development).
    const insecure = options.issuer.startsWith('http:')
      ? { execute: [oidc.allowInsecureRequests] }
      : undefined;
    configuration ??= oidc
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, insecure)
      .catch((error) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  return {
    async start(db, returnTo) {
      const config = await discover();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await db
        .insert(oidcStates)
        .values({ state, nonce, codeVerifier, returnTo, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async finish(db, callbackUrl) {
      const config = await discover();
      const state = callbackUrl.searchParams.get('state') ?? '';
      const [pending] = await db.delete(oidcStates).where(eq(oidcStates.state, state)).returning();
      if (!pending || pending.expiresAt < new Date()) throw new AppError('login.error.google');
      const tokens = await oidc
        .authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
        })
        .catch(() => {
          throw new AppError('login.error.google');
        });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string' || claims.email_verified === false)
        throw new AppError('login.error.google');
      return { email: claims.email.toLowerCase(), returnTo: pending.returnTo };
    },
  };
}
