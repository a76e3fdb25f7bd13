import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, ROOT, stopChild, tail, throwIfInterrupted, trackChild } from './process.ts';

/** What `npm start` runs: rebuilds a stale console, then the server (which it stops on SIGTERM). */
export const SERVER_ENTRY = 'scripts/start.mjs';
const READY_LINE = 'Hubline (all) is ready';

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  /** From spawn to the first 200 from GET /api/health. */
  readyMs: number;
  /** From spawn to the "is ready" line on stdout (undefined if it never came). */
  readyLineMs: number | undefined;
  output: () => string;
  /** Resolves on the "is ready" line: the demo's LINE account is seeded after the API answers. */
  seeded: () => Promise<void>;
  stop: () => Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string;
  timeoutMs?: number;
}

/**
 * Starts the server as `npm start` does (`node scripts/start.mjs`, with the same Node that runs the
 * bench, i.e. the workspace's Node 24) and resolves once GET /api/health answers 200.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  throwIfInterrupted();
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.WEB_DIST;
  delete env.PUBLIC_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    ROLE: 'all',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const baseUrl = `http://127.0.0.1:${port}`;

  const started = performance.now();
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there as it stops (open it in
  // Chrome's DevTools), to find what a figure spends its time on.
  const profile = process.env.BENCH_CPU_PROF;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  const child = spawn(process.execPath, [...flags, SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackChild(child);
  const log = tail();
  let readyLineMs: number | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    log.push(chunk);
    if (readyLineMs === undefined && log.text.includes(READY_LINE)) readyLineMs = performance.now() - started;
  });
  child.stderr.on('data', (chunk: Buffer) => log.push(chunk));

  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const stop = () => stopChild(child);

  try {
    const deadline = started + (options.timeoutMs ?? 120_000);
    while (true) {
      if (exited) throw new Error(`server exited with ${child.exitCode ?? child.signalCode} before ready`);
      if (performance.now() > deadline) throw new Error('server not ready before the timeout');
      if (await healthy(baseUrl)) break;
      await sleep(20);
    }
    const readyMs = performance.now() - started;
    const seeded = async () => {
      while (readyLineMs === undefined) {
        if (exited) throw new Error(`server exited with ${child.exitCode ?? child.signalCode} before ready`);
        await sleep(100);
      }
    };
    return { child, baseUrl, readyMs, readyLineMs, output: () => log.text, seeded, stop };
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}\n--- server output (tail) ---\n${log.text.trim()}`);
  }
}

async function healthy(baseUrl: string) {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** The demo administrator's session: a bearer token and the hub it opens on. */
export interface Session {
  token: string;
  hubId: string;
}

/** Signs in as the demo administrator and returns the bearer token. */
export async function signIn(baseUrl: string): Promise<string> {
  return (await signInSession(baseUrl)).token;
}

/** Signs in as the demo administrator (seeded on a fresh data dir). */
export async function signInSession(baseUrl: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hubline-csrf': '1' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Hubline-demo1' }),
  });
  const body: unknown = await response.json();
  const field = (name: string) =>
    typeof body === 'object' && body !== null && name in body
      ? (body as Record<string, unknown>)[name]
      : undefined;
  const token = field('access_token');
  const hubId = field('hubId');
  if (response.status !== 200 || typeof token !== 'string' || typeof hubId !== 'string') {
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { token, hubId };
}

/**
 * A JSON call to the API as `session`; `path` is relative to /api/<hubId>. Throws on a non-2xx
 * answer. The shape `T` is the caller's word for it: the bench does not re-validate the contract.
 */
export async function callApi<T>(
  baseUrl: string,
  session: Session,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${session.hubId}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      'x-hubline-csrf': '1',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api/<hub>${path}: ${response.status} ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}
