import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/harness.ts';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hubline-dist-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Hubline</title>');
  fs.writeFileSync(path.join(dist, 'assets/main-abc.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'version.txt'), 'build-1');
  t = await startTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the console', () => {
  it('answers any page path with index.html so the client router decides', async () => {
    for (const url of ['/', '/auth/login', '/12345678/profile', '/no/such/page']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
    }
  });

  it('serves built files, and a missing asset or API path is a real 404', async () => {
    expect((await t.request({ method: 'GET', url: '/assets/main-abc.js' })).body).toBe('console.log(1)');
    const asset = await t.request({ method: 'GET', url: '/assets/gone-123.js' });
    expect(asset.statusCode).toBe(404);
    const api = await t.request({ method: 'GET', url: '/api/nothing-here?lang=ja' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'error.notFound', msg: '見つかりません。' });
  });

  it('sends the security headers with pages, files and API answers; only a chat link may be framed, by the CRM', async () => {
    for (const url of ['/', '/12345678/profile', '/assets/main-abc.js', '/api/auth/config', '/api/nothing']) {
      const { headers } = await t.request({ method: 'GET', url });
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy'], url).toContain("script-src 'self';");
      expect(headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'$/);
    }
    const chat = await t.request({ method: 'GET', url: '/chat/line/12345678?seq=1&vid=2&ott=x' });
    expect(chat.headers['content-security-policy']).toMatch(
      /frame-ancestors 'self' https:\/\/app\.hubspot\.com https:\/\/\*\.hubspot\.com$/,
    );
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const spec = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(
      spec.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['email', 'password']);
    expect(Object.keys(spec.paths)).toContain('/api/{hubId}/accounts/update');
  });
});
