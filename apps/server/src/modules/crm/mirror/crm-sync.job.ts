import type { Deps } from '../../../core/deps.ts';
import type { JobDefinition, JobKind } from '../../../core/queue/queue.ts';
import { crmSetupOf } from '../connection/connect-hubspot.ts';
import { crmConnections } from '../connection/crm-connection.schema.ts';
import { getConnection, recordSync } from '../connection/crm-connections.repository.ts';
import { hubspotApiFor } from '../connection/crm-setup.ts';
import { withFreshToken } from '../connection/token-refresh.ts';
import { hubspotFailure } from '../hubspot/client.ts';
import { syncHubspot } from './sync-hubspot.ts';

export interface CrmSync {
  hubId: string;
}

export const CRM_SYNC: JobKind<CrmSync> = { name: 'crm.sync', retryLimit: 3 };
export const CRM_SYNC_ALL: JobKind<object> = { name: 'crm.sync-all', retryLimit: 1 };

type SyncDeps = Pick<Deps, 'db' | 'config' | 'secrets' | 'hubspotSandbox'>;

/**
 * Refreshes one hub's HubSpot mirror. The outcome is kept on the connection (last sync time, or
 * the error the user sees); a failure is also retried by the queue.
 */
export function crmSyncJob(deps: SyncDeps): JobDefinition<CrmSync> {
  return {
    ...CRM_SYNC,
    async handle({ hubId }) {
      const stored = await getConnection(deps.db, hubId);
      if (!stored) return;
      const setup = crmSetupOf(deps);
      // Outside the try: a refused OAuth refresh has already recorded why (reconnect).
      const connection = await withFreshToken(setup, stored);
      const api = await hubspotApiFor(setup, connection.platform, deps.secrets.open(connection.accessToken));
      try {
        await syncHubspot(api, deps.db, hubId);
        await recordSync(deps.db, hubId, null);
      } catch (error) {
        const failure = hubspotFailure(error);
        await recordSync(deps.db, hubId, {
          code: failure.code,
          detail: String(failure.params.message ?? ''),
        });
        throw error;
      }
    },
  };
}

/** Every quarter of an hour: a sync for each connected hub. */
export function crmSyncAllJob(deps: Pick<Deps, 'db' | 'queue'>): JobDefinition<object> {
  return {
    ...CRM_SYNC_ALL,
    async handle() {
      const hubs = await deps.db.select({ hubId: crmConnections.hubId }).from(crmConnections);
      for (const { hubId } of hubs) await deps.queue.send(CRM_SYNC, { hubId });
    },
  };
}
