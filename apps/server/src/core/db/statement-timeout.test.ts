import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { resolveLanguage, translate } from '../i18n/translate.ts';
import { type Database, openDatabase } from './client.ts';
import { asBackground } from './pglite-priority.ts';

// PGlite has no timer to stop a statement with (client.ts); there requests go before jobs instead.
describe.skipIf(process.env.TEST_DB !== 'postgres')('a request statement’s time limit (PostgreSQL)', () => {
  let t: TestApp;
  let database: Database;
  const sleep = (seconds: number) => sql`select pg_sleep(${seconds})`;

  beforeAll(async () => {
    t = await startTestApp();
    if (t.deps.database.kind !== 'postgres') throw new Error('PostgreSQL expected');
    // The same database with a short limit, so the test need not wait the real one out.
    database = await openDatabase({ databaseUrl: t.deps.database.url, statementTimeoutMs: 200 });
  });
  afterAll(async () => {
    await database?.close();
    await t?.close();
  });

  it('stops a request’s statement past the limit and answers 503 with a translated message, never 500', async () => {
    await expect(database.db.execute(sleep(0.01))).resolves.toBeDefined();
    const app = Fastify();
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', async (request) => {
      request.lang = resolveLanguage({ acceptLanguage: request.headers['accept-language'] });
    });
    registerErrorHandler(app);
    app.get('/slow', async () => {
      await database.db.execute(sleep(2));
      return { done: true };
    });
    const response = await app.inject({ method: 'GET', url: '/slow', headers: { 'accept-language': 'ja' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'error.tooSlow', msg: translate('ja', 'error.tooSlow') });
    await app.close();
  });

  it('lets a job’s statement run past it', async () => {
    // A drizzle query runs when awaited: inside the job's work, as a job does.
    await expect(asBackground(async () => await database.db.execute(sleep(0.4)))).resolves.toBeDefined();
    // A job's transaction too: drizzle takes its connection from the pool without a limit.
    await expect(
      asBackground(async () => await database.db.transaction(async (tx) => await tx.execute(sleep(0.4)))),
    ).resolves.toBeDefined();
    await expect(database.db.transaction((tx) => tx.execute(sleep(0.4)))).rejects.toThrow();
  });
});
