import { startSandbox } from './index.ts';

/** `npm run sandbox`: the LINE Platform sandbox on PORT (default 3100). */
const port = Number(process.env.PORT ?? 3100);
const sandbox = await startSandbox({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  dataDir: process.env.SANDBOX_DATA_DIR,
  speed: process.env.SANDBOX_SPEED ? Number(process.env.SANDBOX_SPEED) : undefined,
  rateLimits: process.env.SANDBOX_RATE_LIMITS !== 'off',
});
console.log(`LINE Platform sandbox listening at ${sandbox.url} (control API: ${sandbox.url}/__sandbox)`);
console.log(`Chat as a LINE user: open ${sandbox.url}/phone`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
