import { Worker } from 'node:worker_threads';
import type { ChannelView } from '@hubline/sandbox';

export type SandboxCall =
  | { op: 'createChannel'; displayName: string }
  | { op: 'seedFriends'; channelId: string; prefix: string; count: number }
  | { op: 'rateLimits'; on: boolean }
  | { op: 'deliveries'; channelId: string }
  | { op: 'heap' }
  | { op: 'close' };

/**
 * The LINE sandbox (with LINE's real rate limits) on a thread of its own, reached over HTTP like
 * LINE: in production LINE's work is not on our CPU, so here it runs on another event loop rather
 * than taking turns with the engine on ours. The bench drives it through a few calls.
 */
export async function startSandboxThread() {
  // The thread loads TypeScript through tsx's loader, as the bench does (Node's own type
  // stripping cannot read the sandbox's parameter properties).
  const entry = new URL('./sandbox-thread.worker.ts', import.meta.url).href;
  const worker = new Worker(`require('tsx/esm/api').register(); import(${JSON.stringify(entry)});`, {
    eval: true,
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: { url?: string; id?: number; value?: unknown; error?: string }) => {
      if (message.url) return resolve(message.url);
      const waiting = pending.get(message.id ?? -1);
      pending.delete(message.id ?? -1);
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.value);
    });
  });
  const call = <T>(request: SandboxCall) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, call: request });
    });
  return {
    url,
    createChannel: (displayName: string) => call<ChannelView>({ op: 'createChannel', displayName }),
    seedFriends: (channelId: string, prefix: string, count: number) =>
      call<void>({ op: 'seedFriends', channelId, prefix, count }),
    rateLimits: (on: boolean) => call<unknown>({ op: 'rateLimits', on }),
    /** userId → sends that reached the user (see SandboxControl.deliveries). */
    deliveries: (channelId: string) => call<Record<string, number>>({ op: 'deliveries', channelId }),
    /** Bytes used on the sandbox thread's heap. */
    heapUsed: () => call<number>({ op: 'heap' }),
    async close() {
      await call<void>({ op: 'close' });
      await worker.terminate();
    },
  };
}
