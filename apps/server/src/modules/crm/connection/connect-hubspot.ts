import type { ConnectHubspotRequest, CrmConnection, Language } from '@hubline/contract';
import type { Deps } from '../../../core/deps.ts';
import { AppError } from '../../../core/http/errors.ts';
import { translate } from '../../../core/i18n/translate.ts';
import type { CrmConnectionRow } from './crm-connection.schema.ts';
import { getConnection } from './crm-connections.repository.ts';
import { type CrmSetup, hubspotBase } from './crm-setup.ts';
import { oauthAppFor } from './hubspot-oauth.ts';
import { linkPortal } from './link-portal.ts';

type ConnectDeps = Pick<Deps, 'db' | 'config' | 'secrets' | 'hubspotSandbox'>;

export function crmSetupOf(deps: ConnectDeps): CrmSetup {
  return {
    db: deps.db,
    config: deps.config,
    secrets: deps.secrets,
    hubspotSandboxUrl: () => deps.hubspotSandbox?.url ?? deps.config.hubspot.sandboxUrl,
    sandboxOAuthApp: () => deps.hubspotSandbox?.oauthApp,
  };
}

export function connectionView(
  deps: ConnectDeps,
  row: CrmConnectionRow | undefined,
  lang: Language,
): CrmConnection {
  const setup = crmSetupOf(deps);
  return {
    provider: row ? 'hubspot' : 'builtin',
    platform: row?.platform ?? null,
    authKind: row?.authKind ?? null,
    portalId: row?.portalId ?? null,
    connectedAt: row?.connectedAt.toISOString() ?? null,
    lastSyncAt: row?.lastSyncAt?.toISOString() ?? null,
    lastSyncError: row?.lastSyncErrorCode
      ? translate(lang, row.lastSyncErrorCode, { message: row.lastSyncError ?? '' })
      : null,
    lastSyncDetail: row?.lastSyncError ?? null,
    sandboxAvailable: Boolean(deps.hubspotSandbox ?? deps.config.hubspot.sandboxUrl),
    oauthAvailable: {
      hubspot: Boolean(oauthAppFor(setup, 'hubspot')),
      sandbox: Boolean(oauthAppFor(setup, 'sandbox')),
    },
  };
}

/** Switches a hub to HubSpot with a private-app token (or a new sandbox portal's). */
export async function connectHubspot(
  deps: ConnectDeps,
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
  await linkPortal(
    setup,
    deps,
    { hubId, userId, platform: request.platform },
    { authKind: 'private_app', accessToken },
  );
  return getConnection(deps.db, hubId);
}
