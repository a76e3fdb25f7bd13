import type { Config } from '../../../core/config.ts';
import type { SecretBox } from '../../../core/crypto/secret-box.ts';
import type { Db } from '../../../core/db/client.ts';
import { hubspotApi } from '../hubspot/client.ts';
import type { CrmConnectionRow } from './crm-connection.schema.ts';

/** What reaching a hub's HubSpot portal needs: read by the CRM router, the OAuth flow and the sync. */
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
