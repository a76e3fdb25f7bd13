import { Client } from '@hubspot/api-client';
import { ManualClock } from '../../clock.ts';
import type { PortalView } from '../control/api.ts';
import { type HubspotSandboxOptions, type RunningHubspotSandbox, startHubspotSandbox } from '../index.ts';

/**
 * Test fixtures: the emulator on a free port with a manual clock, a portal with its private-app
 * token, an @hubspot/api-client pointed at it (the path the CRM connector takes), and raw HTTP for
 * refusals the SDK would hide.
 */
export interface TestHubspot extends RunningHubspotSandbox {
  clock: ManualClock;
  portal: PortalView;
  client: Client;
  clientFor(token: string, options?: { numberOfApiCallRetries?: number }): Client;
  raw(method: string, path: string, body?: unknown, token?: string): Promise<RawResponse>;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

export async function startTestHubspot(options: HubspotSandboxOptions = {}): Promise<TestHubspot> {
  const clock = options.clock instanceof ManualClock ? options.clock : new ManualClock();
  const sandbox = await startHubspotSandbox({ ...options, clock });
  const portal = sandbox.control.createPortal({ name: 'Test portal' });
  const clientFor = (token: string, extra: { numberOfApiCallRetries?: number } = {}) =>
    new Client({ accessToken: token, basePath: sandbox.url, ...extra });
  return {
    ...sandbox,
    clock,
    portal,
    client: clientFor(portal.accessToken),
    clientFor,
    raw: async (method, path, body, token = portal.accessToken) => {
      const response = await fetch(`${sandbox.url}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
    },
  };
}

export interface CaughtHubspotError {
  code: number;
  body: { message?: string; category?: string; errors?: Array<{ code?: string; message: string }> };
}

/** Awaits an SDK call that must fail and returns its status and (deserialised) body. */
export async function sdkError(call: Promise<unknown>): Promise<CaughtHubspotError> {
  try {
    await call;
  } catch (e) {
    if (typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'number') {
      const body: unknown = 'body' in e ? e.body : undefined;
      return { code: e.code, body: typeof body === 'object' && body !== null ? body : {} };
    }
    throw e;
  }
  throw new Error('expected the call to fail');
}
