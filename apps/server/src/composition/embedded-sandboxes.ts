import path from 'node:path';
import { startHubspotSandbox, startSandbox, startSlackSandbox } from '@hubline/sandbox';
import type { Config } from '../core/config.ts';
import { hubspotSandboxPort, sandboxPort } from '../core/line/sandbox-port.ts';

/**
 * The demo's emulators, in this process and reached over HTTP like the real services: LINE (its
 * state kept in DATA_DIR), HubSpot (in memory, so the connector can be tried with no HubSpot
 * account) and Slack incoming webhooks. Started together; each only when the config embeds it.
 * Points the config at them.
 */
export async function startEmbeddedSandboxes(config: Config) {
  const [line, hubspot, slack] = await Promise.all([
    config.embedSandbox
      ? startSandbox({ host: '127.0.0.1', dataDir: path.join(config.dataDir, 'line-sandbox') })
      : undefined,
    config.embedHubspotSandbox ? startHubspotSandbox({ host: '127.0.0.1' }) : undefined,
    config.embedSlackSandbox ? startSlackSandbox({ host: '127.0.0.1' }) : undefined,
  ]);
  if (line) config.line.sandboxUrl = line.url;
  if (slack) config.slack.sandboxUrl = slack.url;
  return {
    line,
    lineSandbox: line && sandboxPort(line.control),
    hubspotSandbox: hubspot && hubspotSandboxPort(hubspot.url, hubspot.control),
    /** One line a sandbox: where it is and what to do with it. */
    facts: [
      line && `LINE sandbox: ${line.url} — chat as a LINE friend at ${line.url}/phone`,
      hubspot && `HubSpot sandbox: ${hubspot.url} — connect a hub to it in Account settings → CRM`,
      slack &&
        `Slack sandbox: ${slack.url} — a LINE account's Slack URL can be ${slack.control.webhookUrl()}`,
    ].filter((fact) => fact !== undefined),
    close: async () => {
      await Promise.all([line?.close(), hubspot?.close(), slack?.close()]);
    },
  };
}
