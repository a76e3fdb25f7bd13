import type { CrmConnection } from '@hubline/contract';

/** How often the connection is read again while a sync is under way. */
export const SYNC_POLL_MS = 2_000;
/** A sync that has reported nothing after this long is no longer waited for (the queue retries it). */
export const SYNC_WAIT_MS = 2 * 60_000;

/** The connection's sync outcome when a sync was asked for: a finished sync changes one of them. */
export interface SyncRequest {
  lastSyncAt: string | null;
  lastSyncError: string | null;
  requestedAt: number;
}

export function syncRequest(connection: CrmConnection, now: number): SyncRequest {
  return { lastSyncAt: connection.lastSyncAt, lastSyncError: connection.lastSyncError, requestedAt: now };
}

/**
 * Whether a sync has been started and not reported yet: the one asked for (`request`), or the
 * first sync that connecting starts (no time and no error yet). Waits at most SYNC_WAIT_MS.
 */
export function syncPending(connection: CrmConnection, request: SyncRequest | null, now: number): boolean {
  if (connection.provider !== 'hubspot') return false;
  if (
    request &&
    now - request.requestedAt < SYNC_WAIT_MS &&
    connection.lastSyncAt === request.lastSyncAt &&
    connection.lastSyncError === request.lastSyncError
  )
    return true;
  const neverSynced = connection.lastSyncAt === null && connection.lastSyncError === null;
  return (
    neverSynced && connection.connectedAt !== null && now - Date.parse(connection.connectedAt) < SYNC_WAIT_MS
  );
}
