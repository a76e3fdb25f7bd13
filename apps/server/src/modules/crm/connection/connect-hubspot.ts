import type { ConnectHubspotRequest, CrmConnection } from '@hubline/contract';
import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../../core/deps.ts';
import { AppError } from '../../../core/http/errors.ts';
import { lineAccounts } from '../../line-accounts/line-accounts.schema.ts';
import { bodyOf, type HubspotApi, statusOf } from '../hubspot/client.ts';
import { hubspotProperties } from '../hubspot/properties.ts';
import { ensureProperties, lineUserIdProperties } from '../properties.ts';
import type { CrmConnectionRow } from './crm-connection.schema.ts';
import { getConnection, saveConnection } from './crm-connections.repository.ts';
import { type CrmSetup, hubspotApiFor, hubspotBase } from './crm-for-hub.ts';

export function crmSetupOf(deps: Pick<Deps, 'db' | 'config' | 'secrets' | 'hubspotSandbox'>): CrmSetup {
  return {
    db: deps.db,
    config: deps.config,
    secrets: deps.secrets,
    hubspotSandboxUrl: () => deps.hubspotSandbox?.url ?? deps.config.hubspot.sandboxUrl,
  };
}

export function connectionView(
  deps: Pick<Deps, 'config' | 'hubspotSandbox'>,
  row: CrmConnectionRow | undefined,
): CrmConnection {
  return {
    provider: row ? 'hubspot' : 'builtin',
    platform: row?.platform ?? null,
    portalId: row?.portalId ?? null,
    connectedAt: row?.connectedAt.toISOString() ?? null,
    lastSyncAt: row?.lastSyncAt?.toISOString() ?? null,
    lastSyncError: row?.lastSyncError ?? null,
    sandboxAvailable: Boolean(deps.hubspotSandbox ?? deps.config.hubspot.sandboxUrl),
  };
}

/** The portal id the token belongs to (HubSpot's account-info API), checking the token on the way. */
async function verify(api: HubspotApi): Promise<string> {
  try {
    const response = await api.call((client) =>
      client.apiRequest({ method: 'GET', path: '/account-info/v3/details' }),
    );
    if (response.status === 401 || response.status === 403) throw new AppError('crm.error.hubspotToken');
    if (!response.ok) throw new AppError('crm.error.hubspotFailed', { message: `HTTP ${response.status}` });
    const details = (await response.json()) as { portalId?: number | string };
    return String(details.portalId ?? '');
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = statusOf(error);
    if (status === 401 || status === 403) throw new AppError('crm.error.hubspotToken');
    if (status)
      throw new AppError('crm.error.hubspotFailed', { message: bodyOf(error).message ?? `HTTP ${status}` });
    throw new AppError('crm.error.hubspotUnreachable');
  }
}

/**
 * Switches a hub to HubSpot: the token is checked against the portal, the `LINE User ID _n`
 * contact properties the LINE accounts need are created there, then the (sealed) token is kept.
 */
export async function connectHubspot(
  deps: Pick<Deps, 'db' | 'config' | 'secrets' | 'hubspotSandbox'>,
  hubId: string,
  userId: string | null,
  request: ConnectHubspotRequest,
) {
  const setup = crmSetupOf(deps);
  if (!hubspotBase(setup, request.platform)) throw new AppError('crm.error.noHubspotSandbox');
  let accessToken = request.accessToken;
  if (!accessToken) {
    if (!deps.hubspotSandbox) throw new AppError('crm.error.noHubspotSandbox');
    accessToken = deps.hubspotSandbox.createPortal().accessToken;
  }
  const api = hubspotApiFor(setup, request.platform, accessToken);
  const portalId = await verify(api);
  const seqs = await deps.db
    .select({ seq: lineAccounts.seq })
    .from(lineAccounts)
    .where(eq(lineAccounts.hubId, hubId))
    .orderBy(asc(lineAccounts.seq));
  const wanted = lineUserIdProperties(seqs.map((row) => row.seq)).map(
    ({ builtIn: _, ...property }) => property,
  );
  await ensureProperties(hubspotProperties(api), hubId, 'contacts', wanted);
  await saveConnection(deps.db, {
    hubId,
    provider: 'hubspot',
    platform: request.platform,
    accessToken: deps.secrets.seal(accessToken),
    portalId,
    connectedBy: userId,
    connectedAt: new Date(),
  });
  return connectionView(deps, await getConnection(deps.db, hubId));
}
