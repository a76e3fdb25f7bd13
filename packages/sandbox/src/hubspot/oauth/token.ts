import { randomUUID } from 'node:crypto';
import type { OAuthStore } from './store.ts';

/**
 * `POST /oauth/v1/token` (HubSpot's OAuth v1 tokens API): `grant_type=authorization_code` with
 * client_id, client_secret, redirect_uri and code, or `grant_type=refresh_token` with
 * refresh_token. https://developers.hubspot.com/docs/api-reference/legacy/authentication/oauth-tokens/v1/guide
 * Failures are 400 with `{status, message, correlationId}`, `status` naming the bad input.
 */
export type OAuthErrorStatus =
  | 'BAD_GRANT_TYPE'
  | 'BAD_CLIENT_ID'
  | 'BAD_REDIRECT_URI'
  | 'BAD_AUTH_CODE'
  | 'BAD_REFRESH_TOKEN';

export interface OAuthErrorBody {
  status: OAuthErrorStatus;
  message: string;
  correlationId: string;
}

export interface TokenBody {
  token_type: 'bearer';
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

const MESSAGES: Record<OAuthErrorStatus, string> = {
  BAD_GRANT_TYPE: 'grant_type must be authorization_code or refresh_token',
  BAD_CLIENT_ID: 'missing or invalid client id or client secret',
  BAD_REDIRECT_URI: 'redirect_uri does not match the one the code was issued for',
  BAD_AUTH_CODE: 'missing or unknown auth code',
  BAD_REFRESH_TOKEN: 'missing or invalid refresh token',
};

const failure = (status: OAuthErrorStatus): { error: OAuthErrorBody } => ({
  error: { status, message: MESSAGES[status], correlationId: randomUUID() },
});

export function grantTokens(
  oauth: OAuthStore,
  form: URLSearchParams,
  now: number,
  portalExists: (portalId: number) => boolean,
): { body: TokenBody } | { error: OAuthErrorBody } {
  const grantType = form.get('grant_type');
  if (grantType !== 'authorization_code' && grantType !== 'refresh_token') return failure('BAD_GRANT_TYPE');
  const clientId = form.get('client_id') ?? '';
  const app = oauth.app(clientId);
  if (!app || form.get('client_secret') !== app.clientSecret) return failure('BAD_CLIENT_ID');
  let issued: ReturnType<OAuthStore['issueTokens']>;
  if (grantType === 'authorization_code') {
    const code = form.get('code') ?? '';
    const pending = oauth.code(code, clientId, now);
    if (!pending || !portalExists(pending.portalId)) return failure('BAD_AUTH_CODE');
    if (form.get('redirect_uri') !== pending.redirectUri) return failure('BAD_REDIRECT_URI');
    oauth.take(code);
    issued = oauth.issueTokens(pending, now);
  } else {
    const refreshToken = form.get('refresh_token') ?? '';
    const grant = oauth.refreshGrant(refreshToken, clientId);
    if (!grant || !portalExists(grant.portalId)) return failure('BAD_REFRESH_TOKEN');
    issued = oauth.issueTokens(grant, now, refreshToken);
  }
  return {
    body: {
      token_type: 'bearer',
      access_token: issued.accessToken,
      refresh_token: issued.refreshToken,
      expires_in: issued.expiresIn,
    },
  };
}
