import { randomBytes, randomUUID } from 'node:crypto';

/** A public app registered with the emulator (HubSpot: Development → Apps → Auth). */
export interface OAuthApp {
  appId: number;
  clientId: string;
  clientSecret: string;
  name: string;
}

/** What an authorization code, refresh token or access token was granted for. */
export interface OAuthGrant {
  clientId: string;
  portalId: number;
  scopes: string[];
}

interface PendingCode extends OAuthGrant {
  redirectUri: string;
  expiresAt: number;
}

interface AccessToken extends OAuthGrant {
  expiresAt: number;
}

/** Access tokens live 30 minutes (`expires_in: 1800`); codes are good for a short while, once. */
export const ACCESS_TOKEN_TTL_S = 1800;
export const CODE_TTL_MS = 5 * 60_000;

/**
 * The emulator's OAuth state: apps, pending authorization codes, refresh tokens (which stay the
 * same across refreshes, as HubSpot's do) and access tokens with their expiry.
 */
export class OAuthStore {
  private apps = new Map<string, OAuthApp>();
  private codes = new Map<string, PendingCode>();
  private refreshTokens = new Map<string, OAuthGrant>();
  private accessTokens = new Map<string, AccessToken>();
  private nextAppId = 3_000_001;

  createApp(name: string): OAuthApp {
    const app = { appId: this.nextAppId++, clientId: randomUUID(), clientSecret: randomUUID(), name };
    this.apps.set(app.clientId, app);
    return app;
  }

  app(clientId: string): OAuthApp | undefined {
    return this.apps.get(clientId);
  }

  issueCode(grant: OAuthGrant, redirectUri: string, now: number): string {
    const code = `na1-${randomUUID()}`;
    this.codes.set(code, { ...grant, redirectUri, expiresAt: now + CODE_TTL_MS });
    return code;
  }

  /** A code still valid for this app (not yet used, not expired); `take` uses it up. */
  code(code: string, clientId: string, now: number): PendingCode | undefined {
    const pending = this.codes.get(code);
    if (!pending || pending.clientId !== clientId) return undefined;
    if (pending.expiresAt <= now) {
      this.codes.delete(code);
      return undefined;
    }
    return pending;
  }

  take(code: string): void {
    this.codes.delete(code);
  }

  refreshGrant(refreshToken: string, clientId: string): OAuthGrant | undefined {
    const grant = this.refreshTokens.get(refreshToken);
    return grant?.clientId === clientId ? grant : undefined;
  }

  /** A new access token for the grant; a refresh token too when none is given. */
  issueTokens(grant: OAuthGrant, now: number, refreshToken?: string) {
    const refresh = refreshToken ?? `na1-${randomUUID()}`;
    this.refreshTokens.set(refresh, grant);
    const accessToken = `oat-na1-${randomBytes(24).toString('base64url')}`;
    this.accessTokens.set(accessToken, { ...grant, expiresAt: now + ACCESS_TOKEN_TTL_S * 1000 });
    return { accessToken, refreshToken: refresh, expiresIn: ACCESS_TOKEN_TTL_S };
  }

  /** The grant behind an OAuth access token (expired ones included, so 401s can say so). */
  accessToken(token: string): { portalId: number; expiresAt: number } | undefined {
    return this.accessTokens.get(token);
  }

  /** The app removed from the portal: every token it holds there stops working. */
  uninstall(clientId: string, portalId: number): number {
    let removed = 0;
    for (const map of [this.refreshTokens, this.accessTokens] as Map<string, OAuthGrant>[]) {
      for (const [token, grant] of map) {
        if (grant.clientId === clientId && grant.portalId === portalId) {
          map.delete(token);
          removed += 1;
        }
      }
    }
    return removed;
  }

  reset(): void {
    this.apps.clear();
    this.codes.clear();
    this.refreshTokens.clear();
    this.accessTokens.clear();
    this.nextAppId = 3_000_001;
  }
}
