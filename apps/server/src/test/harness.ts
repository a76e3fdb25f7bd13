import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { allPermissions, CSRF_HEADER, type Permissions, type Plan } from '@hubline/contract';
import {
  type RunningHubspotSandbox,
  type RunningSandbox,
  type RunningSlackSandbox,
  startHubspotSandbox,
  startSandbox,
  startSlackSandbox,
} from '@hubline/sandbox';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { createDeps } from '../composition/create-deps.ts';
import { startWorkers } from '../composition/start-workers.ts';
import { loadConfig } from '../core/config.ts';
import { type Database, openDatabase } from '../core/db/client.ts';
import type { Deps } from '../core/deps.ts';
import { hubspotSandboxPort, sandboxPort } from '../core/line/sandbox-port.ts';
import { addMember, createHub } from '../modules/hubs/create-hub.ts';
import { createUser } from '../modules/users/create-user.ts';
import { databaseUrl, POSTGRES_ADMIN_URL } from './postgres-url.ts';

const quiet = { error: () => undefined, warn: () => undefined };

/** A fresh database for one test file: a copy of the migrated template, on the engine this project tests. */
async function freshDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const template = inject('postgresTemplate');
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: databaseUrl(name) });
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    } as Database;
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  return openDatabase({ loadDataDir: new Blob([dump]) });
}

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  /** The LINE sandbox, when started with `line`. */
  sandbox: RunningSandbox | undefined;
  /** The HubSpot sandbox, when started with `hubspot`. */
  hubspot: RunningHubspotSandbox | undefined;
  /** The Slack incoming-webhook sandbox, when started with `slack`. */
  slack: RunningSlackSandbox | undefined;
  /**
   * `inject` with the CSRF header every browser request carries, from a random address unless
   * `remoteAddress` is given (so per-address sign-in limits of one test do not leak into another).
   */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The real app in-process (HTTP through `inject`, job workers running) on a fresh database.
 * With `line`, a LINE sandbox runs beside it and the app also listens on a local port, so the
 * sandbox's webhooks reach it over HTTP as LINE's would.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { line?: boolean; hubspot?: boolean; slack?: boolean } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hubline-test-'));
  const port = options.line ? await freePort() : 0;
  const sandbox = options.line ? await startSandbox({ host: '127.0.0.1', rateLimits: false }) : undefined;
  const lineEnv = sandbox ? { LINE_SANDBOX_URL: sandbox.url, PUBLIC_URL: `http://127.0.0.1:${port}` } : {};
  const slack = options.slack ? await startSlackSandbox() : undefined;
  const slackEnv = slack ? { SLACK_SANDBOX_URL: slack.url } : {};
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    // The HubSpot connector's retry waits (10 s for HubSpot's rolling limit) shrink to milliseconds.
    HUBSPOT_RETRY_SCALE: '0.001',
    // The test sandbox has no rate limits; pacing is tested on its own (pacer.unit.test.ts).
    HUBSPOT_BURST_LIMIT: '100000',
    ...lineEnv,
    ...slackEnv,
    ...env,
  });
  const lineSandbox = sandbox && sandboxPort(sandbox.control);
  const hubspot = options.hubspot ? await startHubspotSandbox({ rateLimits: false }) : undefined;
  const hubspotSandbox = hubspot && hubspotSandboxPort(hubspot.url, hubspot.control);
  const deps = await createDeps(config, quiet, await freshDatabase(), lineSandbox, hubspotSandbox);
  const app = await buildApp(deps);
  if (sandbox) await app.listen({ port, host: '127.0.0.1' });
  await startWorkers(deps);
  return {
    app,
    deps,
    sandbox,
    hubspot,
    slack,
    request: (options) =>
      app.inject({
        remoteAddress: randomAddress(),
        ...options,
        headers: { [CSRF_HEADER]: '1', ...options.headers },
      }),
    async close() {
      await app.close();
      await deps.queue.stop();
      await deps.realtime.close();
      await sandbox?.close();
      await hubspot?.close();
      await slack?.close();
      await deps.database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function randomAddress() {
  const [a = 0, b = 0] = randomBytes(2);
  return `198.18.${a}.${b}`;
}

let counter = 0;
/** A unique email per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

export const PASSWORD = 'Correct-horse1';

/** A hub with a member; defaults: super administrator with every permission. */
export async function givenMember(
  t: TestApp,
  options: {
    hubId?: string;
    superAdmin?: boolean;
    permissions?: Permissions;
    plan?: Plan;
    email?: string;
  } = {},
) {
  const hub = options.hubId
    ? { id: options.hubId }
    : await createHub(t.deps.db, { name: 'Test hub', subscription: options.plan });
  const user = await createUser(t.deps.db, {
    email: options.email ?? uniqueEmail(),
    name: 'Test user',
    password: PASSWORD,
  });
  await addMember(t.deps.db, {
    userId: user.id,
    hubId: hub.id,
    superAdmin: options.superAdmin ?? true,
    permissions: options.permissions ?? allPermissions(),
  });
  return { hubId: hub.id, user };
}

/** Signs in through the API and returns the Cookie header a browser would send next. */
export async function signIn(
  t: TestApp,
  email: string,
  password = PASSWORD,
  extra: Record<string, unknown> = {},
) {
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...extra },
  });
  if (response.statusCode !== 200 || !response.json().loggedIn)
    throw new Error(`sign-in failed: ${response.body}`);
  return { cookie: cookieHeader(response), token: response.json().access_token as string };
}

export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls `read` until `until` holds or the time is up (events cross HTTP, a queue and a job). */
export async function eventually<T>(
  read: () => Promise<T>,
  until: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (until(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** A request to `/api/{hubId}{path}` with the member's session cookie. */
export type HubCall = (method: HttpMethod, path: string, payload?: object) => Promise<LightMyRequestResponse>;

/**
 * A member signed in, and `call` for the hub's API: a super administrator of a new hub unless
 * `permissions` (not a super administrator) or `hubId` (another member of that hub) are given.
 */
export async function signedInMember(
  t: TestApp,
  options: { hubId?: string; permissions?: Permissions } = {},
) {
  const given = await givenMember(t, {
    hubId: options.hubId,
    superAdmin: !options.permissions,
    permissions: options.permissions,
  });
  const { cookie } = await signIn(t, given.user.email);
  const call: HubCall = (method, path, payload) =>
    t.request({ method, url: `/api/${given.hubId}${path}`, headers: { cookie }, payload });
  /** Posts a multipart body (test/uploads.ts `multipart`), answered in `lang`. */
  const postForm = (path: string, body: { payload: Buffer; headers: Record<string, string> }, lang = 'en') =>
    t.request({
      method: 'POST',
      url: `/api/${given.hubId}${path}?lang=${lang}`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  return { hubId: given.hubId, user: given.user, cookie, call, postForm };
}

/** Creates contacts through the API and answers their ids, in order. */
export async function createContacts(call: HubCall, people: Record<string, string>[]) {
  const ids: string[] = [];
  for (const properties of people) {
    const response = await call('POST', '/contacts', { properties });
    if (response.statusCode !== 200) throw new Error(`contact not created: ${response.body}`);
    ids.push(response.json().contact.id);
  }
  return ids;
}
