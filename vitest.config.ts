import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
const unitTests = ['**/*.unit.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'];

/** Unit and sandbox tests once; every server integration test twice: on PGlite and on PostgreSQL. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: unitTests, exclude: ['**/node_modules/**'] } },
      {
        test: {
          name: 'sandbox',
          include: ['packages/sandbox/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...unitTests],
        },
      },
      ...(['pglite', 'postgres'] as const).map((db) => ({
        test: {
          name: `server-${db}`,
          include: serverTests,
          exclude: ['**/node_modules/**', ...unitTests],
          env: { TEST_DB: db },
          globalSetup: [`apps/server/src/test/global-setup-${db}.ts`],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
