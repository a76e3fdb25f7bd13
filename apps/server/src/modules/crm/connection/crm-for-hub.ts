import { builtInCrm } from '../builtin/index.ts';
import type { CrmPort } from '../crm.port.ts';
import { hubspotCrm } from '../hubspot/index.ts';
import { getConnection } from './crm-connections.repository.ts';
import { routedCrm } from './crm-router.ts';
import { type CrmSetup, hubspotApiFor } from './crm-setup.ts';
import { withFreshToken } from './token-refresh.ts';

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
    const api = await hubspotApiFor(setup, connection.platform, setup.secrets.open(connection.accessToken));
    const port = hubspotCrm(api, setup.db);
    clients.set(hubId, { sealed: connection.accessToken, port });
    return port;
  });
}
