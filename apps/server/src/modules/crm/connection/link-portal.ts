import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../../core/deps.ts';
import { lineAccountRecords } from '../../line-accounts/index.ts';
import { type HubspotApi, hubspotFailure } from '../hubspot/client.ts';
import { hubspotProperties } from '../hubspot/properties.ts';
import { ensureProperties, lineUserIdProperties } from '../properties.ts';
import type { CrmConnectionRow } from './crm-connection.schema.ts';
import { saveConnection } from './crm-connections.repository.ts';
import { type CrmSetup, hubspotApiFor } from './crm-setup.ts';

/** The portal id the token belongs to (HubSpot's account-info API), checking the token on the way. */
async function verify(api: HubspotApi): Promise<string> {
  const response = await api
    .call((client) => client.apiRequest({ method: 'GET', path: '/account-info/v3/details' }))
    .catch((error: unknown) => {
      throw hubspotFailure(error);
    });
  if (!response.ok) throw hubspotFailure(new Error(`HTTP ${response.status}`), response.status);
  const details = (await response.json()) as { portalId?: number | string };
  return String(details.portalId ?? '');
}

/** How the hub signs in to its portal: a private-app token, or OAuth tokens. */
export type PortalCredentials =
  | { authKind: 'private_app'; accessToken: string }
  | { authKind: 'oauth'; accessToken: string; refreshToken: string; expiresAt: Date };

/**
 * What both ways of connecting share: the token is checked against the portal, the
 * `LINE User ID _n` contact properties the LINE accounts need are created there, then the
 * (sealed) credentials are kept on the hub's connection.
 */
export async function linkPortal(
  setup: CrmSetup,
  deps: Pick<Deps, 'db' | 'secrets'>,
  link: { hubId: string; userId: string | null; platform: CrmConnectionRow['platform'] },
  credentials: PortalCredentials,
): Promise<void> {
  const api = await hubspotApiFor(setup, link.platform, credentials.accessToken);
  const portalId = await verify(api);
  const seqs = await deps.db
    .select({ seq: lineAccountRecords.seq })
    .from(lineAccountRecords)
    .where(eq(lineAccountRecords.hubId, link.hubId))
    .orderBy(asc(lineAccountRecords.seq));
  const wanted = lineUserIdProperties(seqs.map((row) => row.seq)).map(
    ({ builtIn: _, ...property }) => property,
  );
  await ensureProperties(hubspotProperties(api), link.hubId, 'contacts', wanted);
  const oauth = credentials.authKind === 'oauth' ? credentials : undefined;
  await saveConnection(deps.db, {
    hubId: link.hubId,
    provider: 'hubspot',
    platform: link.platform,
    authKind: credentials.authKind,
    accessToken: deps.secrets.seal(credentials.accessToken),
    refreshToken: oauth ? deps.secrets.seal(oauth.refreshToken) : null,
    tokenExpiresAt: oauth?.expiresAt ?? null,
    portalId,
    connectedBy: link.userId,
    connectedAt: new Date(),
  });
}
