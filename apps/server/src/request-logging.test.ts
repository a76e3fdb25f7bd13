import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { startTestApp, type TestApp } from './test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The app with a logger at `level` writing into an array, and one request made through it. */
async function linesOfOneRequest(level: 'info' | 'debug') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = await buildApp(t.deps, { logger: pino({ level }, sink) });
  await app.inject({ method: 'GET', url: '/api/health' });
  await app.close();
  return lines;
}

describe('request logs', () => {
  it('say nothing at the default info level, so the start-up facts and warnings stay readable', async () => {
    expect(await linesOfOneRequest('info')).toEqual([]);
  });

  it('are one line a request at debug', async () => {
    const lines = await linesOfOneRequest('debug');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 20,
      msg: 'request',
      method: 'GET',
      url: '/api/health',
      statusCode: 200,
    });
  });
});
