import { isPermitted, type StartCrmOAuthRequest } from '@hubline/contract';
import type { Deps } from '../../../core/deps.ts';
import { AppError } from '../../../core/http/errors.ts';
import { activeMembership } from '../../hubs/index.ts';
import { crmSetupOf } from './connect-hubspot.ts';
import { HUBSPOT_SCOPES, oauthAppFor, requestTokens, TokenRefused } from './hubspot-oauth.ts';
import { linkPortal } from './link-portal.ts';
import { newOAuthState, takeState } from './oauth-state.ts';

type OAuthDeps = Pick<Deps, 'db' | 'config' | 'secrets' | 'hubspotSandbox'>;

export const OAUTH_CALLBACK_PATH = '/api/crm/oauth/callback';
const redirectUri = (deps: OAuthDeps) => `${deps.config.publicUrl}${OAUTH_CALLBACK_PATH}`;

function appFor(deps: OAuthDeps, platform: StartCrmOAuthRequest['platform']) {
  const app = oauthAppFor(crmSetupOf(deps), platform);
  if (!app) throw new AppError('crm.error.oauthUnavailable');
  return app;
}

/**
 * "Connect with HubSpot": the install page the browser goes to, carrying a one-time state, and the
 * key that browser must bring back (see newOAuthState).
 */
export async function startOAuth(
  deps: OAuthDeps,
  hubId: string,
  userId: string,
  platform: StartCrmOAuthRequest['platform'],
) {
  const app = appFor(deps, platform);
  const { state, browserKey } = await newOAuthState(deps, { hubId, userId, platform });
  const url = new URL(app.authorizeUrl);
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('redirect_uri', redirectUri(deps));
  url.searchParams.set('scope', HUBSPOT_SCOPES.join(' '));
  url.searchParams.set('state', state);
  return { url: url.toString(), browserKey };
}

/**
 * HubSpot's redirect back: the state is used up, the code traded for tokens, and the portal
 * linked like a pasted token is. Answers the hub connected; throws with the hub (when the state
 * named one) so the browser can be sent back to its settings.
 */
export async function finishOAuth(
  deps: OAuthDeps,
  query: { state?: string; code?: string; error?: string },
  browserKey: string | undefined,
): Promise<string> {
  const state = await takeState(deps, query.state ?? '', browserKey);
  try {
    // Minutes may pass on HubSpot's page: the user must still be allowed to change the CRM.
    const member = await activeMembership(deps.db, state.hubId, state.userId);
    if (!member || !isPermitted(member, 'permissionAccount')) throw new AppError('access.forbidden');
    if (!query.code) throw new AppError('crm.error.oauthDenied');
    const app = appFor(deps, state.platform);
    const tokens = await requestTokens(app, {
      grantType: 'authorization_code',
      code: query.code,
      redirectUri: redirectUri(deps),
    });
    await linkPortal(crmSetupOf(deps), deps, state, { authKind: 'oauth', ...tokens });
    return state.hubId;
  } catch (error) {
    throw new OAuthFailed(
      state.hubId,
      error instanceof TokenRefused ? new AppError('crm.error.oauthCode') : error,
    );
  }
}

export class OAuthFailed extends Error {
  constructor(
    readonly hubId: string,
    override readonly cause: unknown,
  ) {
    super('connecting with HubSpot failed');
  }
}
