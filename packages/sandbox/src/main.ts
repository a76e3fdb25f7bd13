import { startHubspotSandbox, startSandbox, startSlackSandbox } from './index.ts';

/**
 * `npm run sandbox`: the LINE Platform sandbox on PORT (default 3100), the HubSpot emulator on
 * HUBSPOT_PORT (3200) and the Slack incoming-webhook emulator on SLACK_PORT (3300).
 */
const port = Number(process.env.PORT ?? 3100);
const host = process.env.HOST ?? '127.0.0.1';
const speed = process.env.SANDBOX_SPEED ? Number(process.env.SANDBOX_SPEED) : undefined;
const rateLimits = process.env.SANDBOX_RATE_LIMITS !== 'off';
const sandbox = await startSandbox({ port, host, dataDir: process.env.SANDBOX_DATA_DIR, speed, rateLimits });
const hubspot = await startHubspotSandbox({
  port: Number(process.env.HUBSPOT_PORT ?? 3200),
  host,
  speed,
  rateLimits,
});
console.log(`LINE Platform sandbox listening at ${sandbox.url} (control API: ${sandbox.url}/__sandbox)`);
console.log(`Chat as a LINE user: open ${sandbox.url}/phone`);
const slack = await startSlackSandbox({ port: Number(process.env.SLACK_PORT ?? 3300), host });
console.log(`HubSpot CRM sandbox listening at ${hubspot.url} (control API: ${hubspot.url}/__hubspot)`);
console.log(`Slack webhook sandbox listening at ${slack.url} (for example ${slack.control.webhookUrl()})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([sandbox.close(), hubspot.close(), slack.close()]).then(() => process.exit(0));
  });
}
