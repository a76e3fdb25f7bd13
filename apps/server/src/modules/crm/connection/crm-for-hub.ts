import type { Config } from '../../../core/config.ts';
import type { SecretBox } from '../../../core/crypto/secret-box.ts';
import type { Db } from '../../../core/db/client.ts';
import { builtInCrm } from '../builtin/index.ts';
import type { CrmPort } from '../crm.port.ts';
import { hubspotApi } from '../hubspot/client.ts';
import { hubspotCrm } from '../hubspot/index.ts';
import type { CrmConnectionRow } from './crm-connection.schema.ts';
import { getConnection } from './crm-connections.repository.ts';
import { routedCrm } from './crm-router.ts';
import { withFreshToken } from './token-refresh.ts';

export interface CrmSetup {
  db: Db;
  config: Config;
  secrets: SecretBox;
  /** Where the hub's sandbox portals live (the embedded sandbox, or HUBSPOT_SANDBOX_URL). */
  hubspotSandboxUrl: () => string | undefined;
  /** The public app registered on the embedded sandbox, for OAuth connections to it. */
  sandboxOAuthApp?: () => { clientId: string; clientSecret: string } | undefined;
}

/** The HubSpot API base a connection talks to. */
export function hubspotBase(setup: CrmSetup, platform: CrmConnectionRow['platform']) {
  return platform === 'sandbox' ? setup.hubspotSandboxUrl() : setup.config.hubspot.apiBaseUrl;
}

export function hubspotApiFor(setup: CrmSetup, platform: CrmConnectionRow['platform'], accessToken: string) {
  return hubspotApi({
    accessToken,
    basePath: hubspotBase(setup, platform),
    retryScale: setup.config.hubspot.retryScale,
    burstLimit: setup.config.hubspot.burstLimit,
  });
}

/**
 * The CRM port every feature uses: a hub without a connection gets the built-in CRM, a connected
 * one its HubSpot portal. The connection is read on each call (one primary-key lookup), so every
 * process sees a switch at once; only the SDK client is kept, per hub and token (an OAuth token
 * is refreshed before it expires, which makes a new client).
 */
export function crmForHubs(setup: CrmSetup): CrmPort {
  const builtIn = builtInCrm(setup.db);
  const clients = new Map<string, { sealed: string; port: CrmPort }>();
  return routedCrm(builtIn, async (hubId) => {
    const stored = await getConnection(setup.db, hubId);
    if (!stored) return builtIn;
    const connection = await withFreshToken(setup, stored);
    const cached = clients.get(hubId);
    if (cached?.sealed === connection.accessToken) return cached.port;
    const api = hubspotApiFor(setup, connection.platform, setup.secrets.open(connection.accessToken));
    const port = hubspotCrm(api, setup.db);
    clients.set(hubId, { sealed: connection.accessToken, port });
    return port;
  });
}
