import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
const unitTests = ['**/*.unit.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'];
/** The sandbox starts servers as the server projects do, and is as slow as they are under load. */
const serverTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };
/** A stray `.only` would let a run pass while running one test: every project refuses it. */
const common = { exclude: ['**/node_modules/**'], allowOnly: false };

/** Unit and sandbox tests once; every server integration test twice: on PGlite and on PostgreSQL. */
export default defineConfig({
  test: {
    projects: [
      { test: { ...common, name: 'unit', include: unitTests } },
      {
        test: {
          ...common,
          ...serverTimeouts,
          name: 'sandbox',
          include: ['packages/sandbox/src/**/*.test.ts'],
          exclude: [...common.exclude, ...unitTests],
        },
      },
      ...(['pglite', 'postgres'] as const).map((db) => ({
        test: {
          ...common,
          ...serverTimeouts,
          name: `server-${db}`,
          include: serverTests,
          exclude: [...common.exclude, ...unitTests],
          env: { TEST_DB: db },
          globalSetup: [`apps/server/src/test/global-setup-${db}.ts`],
        },
      })),
    ],
  },
});
