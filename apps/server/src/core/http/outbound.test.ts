import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundHead, outboundPost } from './outbound.ts';

/** A local server that answers with `answer` and counts what reached it. */
async function localServer(answer: (response: http.ServerResponse) => void) {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    request.resume();
    answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { hits, port, origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

let target: Awaited<ReturnType<typeof localServer>>;
let redirector: Awaited<ReturnType<typeof localServer>>;
let silent: Awaited<ReturnType<typeof localServer>>;
beforeAll(async () => {
  target = await localServer((response) => response.end('ok'));
  redirector = await localServer((response) =>
    response.writeHead(302, { location: `${target.origin}/moved` }).end(),
  );
  silent = await localServer(() => undefined);
});
afterAll(() => {
  target.close();
  redirector.close();
  silent.close();
});

const post = (url: string, trustedOrigins: string[] = [], timeoutMs?: number) =>
  outboundPost(url, '{}', { 'content-type': 'application/json' }, { trustedOrigins, timeoutMs });

describe('the outbound guard', () => {
  it.each([
    ['a loopback address', () => `https://127.0.0.1:${target.port}/hook`, 'blockedAddress'],
    ['a name resolving to loopback', () => `https://localhost:${target.port}/hook`, 'blockedAddress'],
    ['IPv6 loopback', () => `https://[::1]:${target.port}/hook`, 'blockedAddress'],
    ['IPv4-mapped loopback', () => `https://[::ffff:127.0.0.1]:${target.port}/hook`, 'blockedAddress'],
    ['a private address', () => 'https://10.0.0.1/hook', 'blockedAddress'],
    ['the cloud metadata service', () => 'https://169.254.169.254/latest/meta-data/', 'blockedAddress'],
    ['plain http', () => `http://127.0.0.1:${target.port}/hook`, 'notHttps'],
  ])('refuses %s without reaching it', async (_name, url, failure) => {
    await expect(post(url())).rejects.toMatchObject({ failure });
    expect(target.hits).toEqual([]);
  });

  it('reaches a configured origin over http, and answers its status', async () => {
    expect(await post(`${target.origin}/hook`, [target.origin])).toBe(200);
    expect(target.hits).toEqual(['/hook']);
    target.hits.length = 0;
  });

  it('treats a redirect as a failure and does not follow it', async () => {
    await expect(post(`${redirector.origin}/hook`, [redirector.origin])).rejects.toMatchObject({
      failure: 'redirect',
    });
    expect(redirector.hits).toEqual(['/hook']);
    expect(target.hits).toEqual([]);
  });

  it('gives up on a target that does not answer', async () => {
    await expect(post(`${silent.origin}/hook`, [silent.origin], 200)).rejects.toMatchObject({
      failure: 'unreachable',
    });
  });

  it('asks HEAD for headers under the same rules: refused at a private address, answered at a trusted one', async () => {
    await expect(
      outboundHead(`https://127.0.0.1:${target.port}/clip.mp4`, { trustedOrigins: [] }),
    ).rejects.toMatchObject({
      failure: 'blockedAddress',
    });
    expect(target.hits).toEqual([]);
    const answer = await outboundHead(`${target.origin}/clip.mp4`, { trustedOrigins: [target.origin] });
    expect(answer.status).toBe(200);
    expect(answer.headers).toHaveProperty('date');
    expect(target.hits).toEqual(['/clip.mp4']);
    target.hits.length = 0;
  });
});
