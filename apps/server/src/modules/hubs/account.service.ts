import type { Account, accountUpdateRequestSchema, Plan, TimeZoneId } from '@hubline/contract';
import type { z } from 'zod';
import type { Access } from '../../core/auth/guard.ts';
import { ipAllowed } from '../../core/auth/ip-allowed.ts';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { notify } from '../news/index.ts';
import { newApiKey } from './api-key.ts';
import { updateHub } from './hubs.repository.ts';
import type { HubRow } from './hubs.schema.ts';

export function toAccount(hub: HubRow, yourIp: string): Account {
  return {
    hubId: hub.id,
    name: hub.name,
    domain: hub.domain,
    subscription: hub.subscription as Plan,
    trialExpiredAt: hub.trialExpiresAt?.toISOString() ?? null,
    active: hub.active,
    createdAt: hub.createdAt.toISOString(),
    apiKey: hub.apiKey,
    timezone: hub.timezone as TimeZoneId,
    trustedLinkDomains: hub.trustedLinkDomains,
    useIPRestriction: hub.useIpRestriction,
    allowedIPAddresses: hub.allowedIpAddresses,
    yourIp,
  };
}

export async function updateAccount(
  db: Db,
  hub: HubRow,
  input: z.infer<typeof accountUpdateRequestSchema>,
  requestIp: string,
) {
  const restricted = input.useIPRestriction ?? hub.useIpRestriction;
  const allowed = input.allowedIPAddresses ?? hub.allowedIpAddresses;
  // Refuse a setting that would shut out the very person saving it.
  if (restricted && !ipAllowed(requestIp, allowed)) throw new AppError('account.lockout', { ip: requestIp });
  await updateHub(db, hub.id, {
    name: input.name,
    timezone: input.timezone,
    trustedLinkDomains: input.trustedLinkDomains && [...new Set(input.trustedLinkDomains)],
    useIpRestriction: input.useIPRestriction,
    allowedIpAddresses: input.allowedIPAddresses,
  });
}

export async function renewApiKey(db: Db, access: Access) {
  const apiKey = newApiKey();
  await updateHub(db, access.hub.id, { apiKey });
  if (access.principal.kind === 'user') {
    await notify(
      db,
      access.principal.user.id,
      'notification.apiKeyRenewed',
      { hub: access.hub.name },
      access.hub.id,
    );
  }
  return apiKey;
}
