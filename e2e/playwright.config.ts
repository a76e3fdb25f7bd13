import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { HUBSPOT_STAND_IN_PORT, HUBSPOT_STAND_IN_URL, E2E_PORT as port } from './src/support/hubspot';
import { SERVER_LOG } from './src/support/mail';

/** A fresh data dir each run: the server seeds the demo hub on first start. */
const dataDir = path.join(os.tmpdir(), `hubline-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: './src',
  outputDir: '../.tmp/e2e-results',
  fullyParallel: false,
  // A stray `test.only` would pass CI while running one test: refuse it.
  forbidOnly: true,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'off',
  },
  webServer: [
    {
      // The log is kept in a file too: tests read reset links there, as an operator without SMTP would.
      command: `node --import tsx apps/server/src/main.ts | tee ${SERVER_LOG}`,
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      // A cold start (PGlite, migrations, the demo seeded through the sandbox) takes minutes on a loaded machine.
      timeout: 180_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // Private-app tokens go to the HubSpot stand-in below, never to api.hubapi.com.
        HUBSPOT_API_BASE_URL: HUBSPOT_STAND_IN_URL,
        // A failing HubSpot call is retried in milliseconds rather than seconds.
        HUBSPOT_RETRY_SCALE: '0.01',
      },
    },
    {
      // The sandbox CLI: the HubSpot emulator on HUBSPOT_PORT (and a LINE one, unused, beside it).
      command: 'node --import tsx packages/sandbox/src/main.ts',
      cwd: '..',
      port: HUBSPOT_STAND_IN_PORT,
      reuseExistingServer: false,
      timeout: 180_000,
      // Every port of the CLI follows E2E_PORT, so parallel runs on one machine do not collide.
      env: {
        HUBSPOT_PORT: String(HUBSPOT_STAND_IN_PORT),
        PORT: String(port + 2),
        SLACK_PORT: String(port + 3),
      },
    },
  ],
});
