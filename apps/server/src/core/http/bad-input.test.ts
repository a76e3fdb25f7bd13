import { COOKIES, ERRORS, type ErrorCode } from '@hubline/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../modules/auth/sessions.repository.ts';
import { type JsonSchema, NOT_A_UUID, SOME_UUID, sampleBody, wrongTypes } from '../../test/bad-inputs.ts';
import { changedTables, fingerprint, fingerprintQuery } from '../../test/db-fingerprint.ts';
import { givenMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { hashToken, newToken } from '../auth/tokens.ts';

let t: TestApp;
let document: { paths?: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  // LINE and HubSpot are the sandboxes, so a route that calls them answers from there, not the internet.
  // HubSpot itself (a token sent with platform `hubspot`) is a closed local port: refused at once, offline.
  t = await startTestApp({ HUBSPOT_API_BASE_URL: 'http://127.0.0.1:9' }, { line: true, hubspot: true });
  await t.app.ready();
  document = t.app.swagger() as typeof document;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface BadInput {
  name: string;
  url: string;
  payload?: string;
  headers?: Record<string, string>;
  /** The one answer this input must get, where it has one. */
  code?: string;
}

const NUL = 'a\u0000b';
const ONE_MB = 1024 * 1024;

/** Our routes, WebSocket and plugin routes aside (the docs and the console's files). */
function routes() {
  return t.app.routeTable.filter(
    (route) =>
      route.method !== 'HEAD' &&
      route.method !== 'OPTIONS' &&
      !route.url.startsWith('/api/docs') &&
      route.url !== '/*' &&
      route.url !== '/api/ws',
  );
}

function operationOf(method: string, url: string): Operation {
  const path = url.replace(/:(\w+)/g, '{$1}');
  return document.paths?.[path]?.[method.toLowerCase()] ?? {};
}

function fill(url: string, hubId: string, other: string, hub = hubId) {
  return url.replace(':hubId', encodeURIComponent(hub)).replace(/:(\w+)/g, encodeURIComponent(other));
}

function withQuery(url: string, names: string[], value: string) {
  return `${url}?${names.map((name) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

/** The bad inputs of one route: ids and texts in its path and query, and for writes broken bodies. */
function badInputs(method: string, url: string, hubId: string): BadInput[] {
  const operation = operationOf(method, url);
  const good = fill(url, hubId, SOME_UUID);
  const inputs: BadInput[] = [];
  if (url.replace(':hubId', '').includes(':'))
    inputs.push({ name: 'ids that are not UUIDs', url: fill(url, hubId, NOT_A_UUID) });
  if (url.includes(':')) {
    inputs.push({ name: 'a NUL in the path', url: fill(url, hubId, NUL, NUL) });
    if (url.includes(':hubId'))
      inputs.push({ name: 'a hub id of another shape', url: fill(url, hubId, SOME_UUID, NOT_A_UUID) });
  }
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  if (query.length > 0) {
    inputs.push({ name: 'query values that are not UUIDs', url: withQuery(good, query, NOT_A_UUID) });
    inputs.push({ name: 'a NUL in the query', url: withQuery(good, query, NUL) });
  }
  if (method === 'GET') return inputs;
  const schema = operation.requestBody?.content?.['application/json']?.schema ?? { type: 'object' };
  const json = { 'content-type': 'application/json' };
  const body = (name: string, payload: string, headers: Record<string, string> = {}, code?: string) =>
    inputs.push({ name, url: good, payload, headers: { ...json, ...headers }, code });
  body('an empty object', '{}');
  body('a NUL in every text', JSON.stringify(sampleBody(schema, NUL)));
  body('every text an id that is not a UUID', JSON.stringify(sampleBody(schema, NOT_A_UUID)));
  body(
    'a lone surrogate in every text',
    JSON.stringify(sampleBody(schema, 'LONE')).replaceAll('LONE', '\\ud800'),
  );
  body('fields of the wrong type', JSON.stringify(wrongTypes(schema)));
  body('malformed JSON', '{"a":');
  body('an empty JSON body', '');
  if (url.startsWith('/api/'))
    body('a sandboxed frame (Origin: null)', '{}', { origin: 'null' }, 'auth.csrf');
  body('a body over the limit', JSON.stringify({ text: 'x'.repeat(2 * ONE_MB + 1) }));
  inputs.push({
    name: 'a content type no route reads',
    url: good,
    payload: 'x',
    headers: { 'content-type': 'text/csv' },
  });
  return inputs;
}

/** A 502 we answer on purpose: LINE or HubSpot could not be reached or refused (coded and translated). */
function upstreamRefusal(response: { statusCode: number; body: string }) {
  const { code } = JSON.parse(response.body) as { code?: string };
  return response.statusCode === 502 && code !== undefined && ERRORS[code as ErrorCode] === 502;
}

/** A session of the hub's super administrator made directly (a route under test may end it). */
async function session(hubId: string, userId: string) {
  const token = newToken();
  await createSession(t.deps.db, {
    tokenHash: hashToken(token),
    userId,
    hubId,
    remember: false,
    ip: '127.0.0.1',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return `${COOKIES.token}=${token}`;
}

describe('bad input on every route', () => {
  it('is refused in our shape, never with a 5xx, and changes nothing', async () => {
    const { hubId, user } = await givenMember(t);
    const query = await fingerprintQuery(t.deps.db);
    // The inputs must reach the routes: a session the guard refused would make every answer a clean 403.
    const reached = await t.request({
      method: 'GET',
      url: `/api/${hubId}/account`,
      headers: { cookie: await session(hubId, user.id) },
    });
    expect(reached.statusCode).toBe(200);
    const failures: string[] = [];
    const all = routes();
    expect(all.length).toBeGreaterThan(100);
    for (const route of all) {
      const cookie = await session(hubId, user.id);
      const before = await fingerprint(t.deps.db, query);
      const accepted: string[] = [];
      for (const input of badInputs(route.method, route.url, hubId)) {
        const response = await t.request({
          method: route.method as Method,
          url: input.url,
          headers: { cookie, ...input.headers },
          ...(input.payload === undefined ? {} : { payload: input.payload }),
        } as InjectOptions);
        const where = `${route.method} ${route.url} with ${input.name}: ${response.statusCode}`;
        if (response.statusCode < 400) accepted.push(where);
        else if (response.statusCode >= 500 && !upstreamRefusal(response))
          failures.push(`${where} ${response.body.slice(0, 200)}`);
        // Our API answers users in its shape; the webhook answers LINE, the redirect answers a browser.
        else if (route.url.startsWith('/api/')) {
          const body = JSON.parse(response.body) as { msg?: unknown; code?: unknown };
          if (
            typeof body.msg !== 'string' ||
            typeof body.code !== 'string' ||
            (input.code && body.code !== input.code)
          )
            failures.push(`${where} answered ${response.body.slice(0, 200)}`);
        }
      }
      const changed = changedTables(before, await fingerprint(t.deps.db, query));
      if (changed.length > 0 && accepted.length === 0)
        failures.push(
          `${route.method} ${route.url} refused every bad input but changed ${changed.join(', ')}`,
        );
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
