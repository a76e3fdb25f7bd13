import type { AccessLookups } from '../core/auth/guard.ts';
import type { Db } from '../core/db/client.ts';
import { findSessionAccess } from '../modules/auth/index.ts';
import { findHubByApiKey } from '../modules/hubs/index.ts';

/** The guard's look-ups of sessions and API keys, from the modules that store them. */
export function accessLookups(db: Db): AccessLookups {
  return {
    findSessionAccess: (tokenHash, hubId) => findSessionAccess(db, tokenHash, hubId),
    findHubByApiKey: (apiKey) => findHubByApiKey(db, apiKey),
  };
}
