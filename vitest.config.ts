import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
const unitTests = ['**/*.unit.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'];
const SERVER_TEST_TIMEOUT = 30_000;
const SERVER_HOOK_TIMEOUT = 60_000;

/** Unit and sandbox tests once; every server integration test twice: on PGlite and on PostgreSQL. */
export default defineConfig({
  test: {
    // A stray `.only` would pass CI while running one test: refuse it.
    allowOnly: false,
    projects: [
      { test: { name: 'unit', include: unitTests, exclude: ['**/node_modules/**'] } },
      {
        test: {
          name: 'sandbox',
          include: ['packages/sandbox/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...unitTests],
          // The sandbox starts servers like the server projects do, and is as slow under load.
          testTimeout: SERVER_TEST_TIMEOUT,
          hookTimeout: SERVER_HOOK_TIMEOUT,
        },
      },
      ...(['pglite', 'postgres'] as const).map((db) => ({
        test: {
          name: `server-${db}`,
          include: serverTests,
          exclude: ['**/node_modules/**', ...unitTests],
          env: { TEST_DB: db },
          globalSetup: [`apps/server/src/test/global-setup-${db}.ts`],
          testTimeout: SERVER_TEST_TIMEOUT,
          hookTimeout: SERVER_HOOK_TIMEOUT,
        },
      })),
    ],
  },
});
