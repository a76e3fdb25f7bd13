import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/** The monorepo root: bench/src/lib -> ../../.. */
export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Every child still alive; killed hard if the bench exits without stopping them. */
const live = new Set<ChildProcess>();

process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export function trackChild(child: ChildProcess) {
  live.add(child);
  child.once('exit', () => live.delete(child));
}

/** Stops every tracked child (SIGTERM, then SIGKILL): used by Ctrl-C handling in main. */
export async function stopAllChildren() {
  await Promise.all([...live].map((child) => stopChild(child)));
}

export async function stopChild(child: ChildProcess, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

let interrupted = false;

/**
 * Ctrl-C / SIGTERM: stop every child, run the owed clean-ups, exit 130. `on`, not `once`: a
 * second SIGINT (tsx relays the one the whole process group got) must still find a listener,
 * or the process exits at once and skips the clean-up.
 */
export function handleInterrupts() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      process.stderr.write(`\n${signal}: stopping child servers, removing temp dirs and databases\n`);
      void stopAllChildren()
        .then(runOwedCleanups)
        .finally(() => process.exit(130));
    });
  }
}

/** Called before starting anything new, so no server or database appears while cleaning up. */
export function throwIfInterrupted() {
  if (interrupted) throw new Error('interrupted');
}

/** Clean-ups still owed (temp dirs, databases): run by main on Ctrl-C, where `finally` blocks never run. */
const owed = new Set<() => Promise<unknown>>();

/** Runs `use`, then `cleanup` (also on errors, and on Ctrl-C through runOwedCleanups). */
export async function withCleanup<T>(cleanup: () => Promise<unknown>, use: () => Promise<T>): Promise<T> {
  owed.add(cleanup);
  try {
    return await use();
  } finally {
    owed.delete(cleanup);
    await cleanup();
  }
}

export async function runOwedCleanups() {
  const all = [...owed];
  owed.clear();
  await Promise.allSettled(all.map((cleanup) => cleanup()));
}

export async function withTempDir<T>(prefix: string, use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `hubline-bench-${prefix}-`));
  return withCleanup(
    () => rm(dir, { recursive: true, force: true }),
    () => use(dir),
  );
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};

/** Keeps the last `max` characters of a stream, for error messages. */
export function tail(max = 4000) {
  let text = '';
  return {
    push(chunk: Buffer | string) {
      text = (text + chunk.toString()).slice(-max);
    },
    get text() {
      return text;
    },
  };
}

/** Runs a command to completion; resolves with its duration, rejects on a non-zero exit. */
export async function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<{ ms: number; stdout: string; stderr: string }> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackChild(child);
  const out = tail(20_000);
  const err = tail(20_000);
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined;
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  clearTimeout(timer);
  const ms = performance.now() - started;
  if (code !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${code}\n${err.text || out.text}`);
  }
  return { ms, stdout: out.text, stderr: err.text };
}
