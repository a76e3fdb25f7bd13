import type { CrmConnection } from '@hubline/contract';
import { describe, expect, it } from 'vitest';
import { SYNC_WAIT_MS, syncPending, syncRequest } from './sync-status';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

const builtin: CrmConnection = {
  provider: 'builtin',
  platform: null,
  authKind: null,
  portalId: null,
  connectedAt: null,
  lastSyncAt: null,
  lastSyncError: null,
  lastSyncDetail: null,
  sandboxAvailable: true,
  oauthAvailable: { hubspot: false, sandbox: false },
};
const hubspot = (patch: Partial<CrmConnection> = {}): CrmConnection => ({
  ...builtin,
  provider: 'hubspot',
  platform: 'sandbox',
  authKind: 'private_app',
  portalId: '1234',
  connectedAt: ago(3_600_000),
  lastSyncAt: ago(600_000),
  ...patch,
});

describe('syncPending', () => {
  const asked = syncRequest(hubspot(), NOW - 4_000);

  it.each([
    { name: 'the built-in CRM never syncs', connection: builtin, request: null, expected: false },
    { name: 'nothing asked, synced before', connection: hubspot(), request: null, expected: false },
    { name: 'asked, not reported yet', connection: hubspot(), request: asked, expected: true },
    {
      name: 'asked, a newer sync time',
      connection: hubspot({ lastSyncAt: ago(1_000) }),
      request: asked,
      expected: false,
    },
    {
      name: 'asked, an error',
      connection: hubspot({ lastSyncError: 'HTTP 500' }),
      request: asked,
      expected: false,
    },
    {
      name: 'asked too long ago',
      connection: hubspot(),
      request: syncRequest(hubspot(), NOW - SYNC_WAIT_MS),
      expected: false,
    },
    {
      name: 'just connected: the first sync is under way',
      connection: hubspot({ connectedAt: ago(3_000), lastSyncAt: null }),
      request: null,
      expected: true,
    },
    {
      name: 'connected long ago and never synced: no longer waited for',
      connection: hubspot({ connectedAt: ago(SYNC_WAIT_MS + 1), lastSyncAt: null }),
      request: null,
      expected: false,
    },
    {
      name: 'just connected, the first sync failed',
      connection: hubspot({ connectedAt: ago(3_000), lastSyncAt: null, lastSyncError: 'HTTP 401' }),
      request: null,
      expected: false,
    },
  ])('$name', ({ connection, request, expected }) => {
    expect(syncPending(connection, request, NOW)).toBe(expected);
  });
});
