import { AppError } from '../../../core/http/errors.ts';
import { statusOf } from '../hubspot/client.ts';
import type { CrmConnectionRow } from './crm-connection.schema.ts';
import type { CrmSetup } from './crm-setup.ts';

/**
 * HubSpot's OAuth 2.0 for public apps: the install page (`HUBSPOT_OAUTH_URL`, or the sandbox's
 * `/oauth/authorize`) and the tokens API `POST /oauth/v1/token` on the API base.
 * https://developers.hubspot.com/docs/api-reference/legacy/authentication/oauth-tokens/v1/guide
 */
export interface OAuthApp {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  apiBase: string;
}

/** What Hubline reads and writes in a portal (the CRM port's objects, lists, owners, properties). */
export const HUBSPOT_SCOPES = [
  'oauth',
  'crm.objects.contacts.read',
  'crm.objects.contacts.write',
  'crm.objects.companies.read',
  'crm.objects.companies.write',
  'crm.objects.deals.read',
  'crm.objects.deals.write',
  'tickets',
  'crm.objects.owners.read',
  'crm.lists.read',
  'crm.lists.write',
  'crm.schemas.contacts.read',
  'crm.schemas.contacts.write',
];

/** The app a platform signs in with: HUBSPOT_CLIENT_ID/SECRET, or the embedded sandbox's. */
export function oauthAppFor(setup: CrmSetup, platform: CrmConnectionRow['platform']): OAuthApp | undefined {
  if (platform === 'sandbox') {
    const url = setup.hubspotSandboxUrl();
    const app = setup.sandboxOAuthApp?.();
    return url && app ? { ...app, authorizeUrl: `${url}/oauth/authorize`, apiBase: url } : undefined;
  }
  const app = setup.config.hubspot.oauthApp;
  if (!app) return undefined;
  return {
    ...app,
    authorizeUrl: setup.config.hubspot.authorizeUrl,
    apiBase: setup.config.hubspot.apiBaseUrl,
  };
}

export type TokenGrant =
  | { grantType: 'authorization_code'; code: string; redirectUri: string }
  | { grantType: 'refresh_token'; refreshToken: string };

export interface OAuthTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/**
 * Trades a code or a refresh token for tokens. HubSpot refusing (400 `BAD_AUTH_CODE`,
 * `BAD_REFRESH_TOKEN`, …) is `refused`; anything else (network, 5xx) is HubSpot being unreachable.
 */
export async function requestTokens(app: OAuthApp, grant: TokenGrant): Promise<OAuthTokens> {
  // Loaded on first use, as in hubspotApi.
  const { Client } = await import('@hubspot/api-client');
  const tokens = new Client({ basePath: app.apiBase }).oauth.tokensApi;
  const started = Date.now();
  try {
    const answer =
      grant.grantType === 'authorization_code'
        ? await tokens.create(grant.grantType, grant.code, grant.redirectUri, app.clientId, app.clientSecret)
        : await tokens.create(
            grant.grantType,
            undefined,
            undefined,
            app.clientId,
            app.clientSecret,
            grant.refreshToken,
          );
    return {
      accessToken: answer.accessToken,
      refreshToken: answer.refreshToken,
      expiresAt: new Date(started + answer.expiresIn * 1000),
    };
  } catch (error) {
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) throw new TokenRefused(status);
    throw new AppError('crm.error.hubspotUnreachable');
  }
}

/** HubSpot said no to the code or refresh token (it will not change its mind on a retry). */
export class TokenRefused extends Error {
  constructor(readonly status: number) {
    super(`HubSpot refused the token request (HTTP ${status})`);
  }
}
