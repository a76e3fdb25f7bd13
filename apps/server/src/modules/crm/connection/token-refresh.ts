import { AppError } from '../../../core/http/errors.ts';
import type { CrmConnectionRow } from './crm-connection.schema.ts';
import { updateConnectionLocked } from './crm-connections.repository.ts';
import type { CrmSetup } from './crm-setup.ts';
import { oauthAppFor, requestTokens, TokenRefused } from './hubspot-oauth.ts';

/** Refresh this long before HubSpot's 30 minutes run out, so no call goes out with a dying token. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

export function needsRefresh(row: CrmConnectionRow, now: number): boolean {
  return row.authKind === 'oauth' && (row.tokenExpiresAt?.getTime() ?? 0) - REFRESH_MARGIN_MS <= now;
}

/**
 * The connection with an access token good for a while: an OAuth token near its expiry is
 * refreshed first, under a lock on the row, so two processes never mint two tokens. HubSpot
 * refusing the refresh token (the app was removed) is kept as the connection's error, asking for
 * a reconnect.
 */
export async function withFreshToken(setup: CrmSetup, row: CrmConnectionRow): Promise<CrmConnectionRow> {
  if (!needsRefresh(row, Date.now())) return row;
  let refused = false;
  const fresh = await updateConnectionLocked(setup.db, row.hubId, async (locked) => {
    // Another process may have refreshed while this one waited for the lock.
    if (!needsRefresh(locked, Date.now())) return undefined;
    const app = oauthAppFor(setup, locked.platform);
    if (!app || !locked.refreshToken) throw new AppError('crm.error.oauthUnavailable');
    try {
      const tokens = await requestTokens(app, {
        grantType: 'refresh_token',
        refreshToken: setup.secrets.open(locked.refreshToken),
      });
      return {
        accessToken: setup.secrets.seal(tokens.accessToken),
        refreshToken: setup.secrets.seal(tokens.refreshToken),
        tokenExpiresAt: tokens.expiresAt,
      };
    } catch (error) {
      if (!(error instanceof TokenRefused)) throw error;
      refused = true;
      return {
        lastSyncErrorCode: 'crm.error.hubspotReconnect',
        lastSyncError: 'HubSpot refused the refresh token',
      };
    }
  });
  if (refused) throw new AppError('crm.error.hubspotReconnect');
  return fresh ?? row;
}
