import { performance } from 'node:perf_hooks';
import { lineUserId, signedDelivery, textMessageEvent } from './lib/line-webhook.ts';
import { sandboxAccount } from './lib/sandbox-account.ts';
import { signInSession, startServer } from './lib/server.ts';
import { withTempDir } from './lib/process.ts';
await withTempDir('probe', async (dataDir) => {
  const server = process.env.BASE ? { baseUrl: process.env.BASE, stop: async () => {} } : await startServer({ dataDir });
  try {
    const session = await signInSession(server.baseUrl);
    const target = await sandboxAccount(server.baseUrl, session);
    const users = Array.from({ length: 50 }, lineUserId);
    const times: number[] = [];
    const one = async (i: number) => {
      const { body, signature } = signedDelivery(target.channelSecret, target.destination, [textMessageEvent(users[i % 50]!)]);
      const t = performance.now();
      const r = await fetch(`${server.baseUrl}/webhooks/line/${target.accountId}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-line-signature': signature }, body });
      await r.arrayBuffer();
      times.push(performance.now() - t);
    };
    const t0 = performance.now();
    let n = 0;
    await Promise.all(Array.from({ length: 10 }, async () => { while (n < 300) await one(n++); }));
    const s = (performance.now() - t0) / 1000;
    times.sort((a, b) => a - b);
    console.log(`300 in ${s.toFixed(1)} s = ${(300 / s).toFixed(0)}/s p50 ${times[150]!.toFixed(0)} p99 ${times[296]!.toFixed(0)}`);
  } finally { await server.stop(); }
});
