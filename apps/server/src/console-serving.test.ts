import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/harness.ts';

let t: TestApp;
const INDEX = '<!doctype html><title>Hubline</title>';
const BIG = `export const words = ${JSON.stringify('hubline '.repeat(500))};`;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hubline-dist-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  fs.writeFileSync(path.join(dist, 'assets/main-abc.js'), 'console.log(1)');
  // What the build writes beside each file (apps/web/build/precompress.ts).
  fs.writeFileSync(path.join(dist, 'assets/big-abc.js'), BIG);
  fs.writeFileSync(path.join(dist, 'assets/big-abc.js.br'), brotliCompressSync(BIG));
  fs.writeFileSync(path.join(dist, 'assets/big-abc.js.gz'), gzipSync(BIG));
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

  it('sends the precompressed file the browser accepts, saying so and that the answer varies by it', async () => {
    const asset = (acceptEncoding?: string) =>
      t.request({
        method: 'GET',
        url: '/assets/big-abc.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const br = await asset('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBe(brotliCompressSync(BIG).length);

    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG);

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(BIG);
  });

  it('lets browsers keep hashed assets for a year and makes them revalidate pages', async () => {
    for (const acceptEncoding of ['br', 'identity']) {
      const headers = { 'accept-encoding': acceptEncoding };
      for (const url of ['/assets/big-abc.js', '/assets/main-abc.js']) {
        const asset = await t.request({ method: 'GET', url, headers });
        expect(asset.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      }
      for (const url of ['/', '/index.html', '/auth/login', '/version.txt']) {
        const page = await t.request({ method: 'GET', url, headers });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['cache-control'], `${url} ${acceptEncoding}`).toBe('no-cache');
      }
    }
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
