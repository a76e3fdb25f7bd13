import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { startSandbox } from '@hubline/sandbox';
import { seedSandboxFriends } from '../../../apps/server/src/test/seed-audience.ts';
import type { SandboxCall } from './sandbox-thread.ts';

/** The LINE sandbox of sandbox-thread.ts: answers its calls on the thread's own event loop. */
const port = parentPort;
if (!port) throw new Error('sandbox-thread.worker.ts runs as a worker thread');
const sandbox = await startSandbox({ host: '127.0.0.1', rateLimits: true });
const { control } = sandbox;

async function answer(call: SandboxCall) {
  switch (call.op) {
    case 'createChannel':
      return control.createChannel({ displayName: call.displayName });
    case 'seedFriends':
      return seedSandboxFriends(control, call.channelId, call.prefix, call.count);
    case 'rateLimits':
      return control.configure({ rateLimits: call.on });
    case 'deliveries':
      return control.deliveries(call.channelId);
    case 'heap':
      // This thread's own heap: LINE's side of the bench (its users, their inboxes, its request log).
      return getHeapStatistics().used_heap_size;
    case 'close':
      return sandbox.close();
  }
}

port.on('message', async ({ id, call }: { id: number; call: SandboxCall }) => {
  try {
    port.postMessage({ id, value: await answer(call) });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
port.postMessage({ url: sandbox.url });
