import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenLineAccount } from '../../test/line-fixtures.ts';

/** What the console is told about https: a real LINE account's flag, a sandbox account's, the stepper's. */
async function seen(t: TestApp) {
  const member = await signedInMember(t);
  const line = (await givenLineAccount(t, member.hubId, { platform: 'line' })).account;
  const sandbox = (await givenLineAccount(t, member.hubId, { platform: 'sandbox' })).account;
  const flag = async (id: string) => (await member.call('GET', `/line/${id}`)).json().insecurePublicUrl;
  return {
    line: await flag(line.id),
    sandbox: await flag(sandbox.id),
    platforms: (await member.call('GET', '/line/platforms')).json().publicUrlHttps,
  };
}

describe('a real LINE account on a server without https', () => {
  let http: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    http = await startTestApp({ PUBLIC_URL: 'http://hubline.example.com' });
    https = await startTestApp({ PUBLIC_URL: 'https://hubline.example.com' });
  });
  afterAll(async () => {
    await http.close();
    await https.close();
  });

  it('is flagged, since LINE takes only https webhooks, media and links; the sandbox is not', async () => {
    expect(await seen(http)).toEqual({ line: true, sandbox: false, platforms: false });
  });

  it('is not flagged with an https PUBLIC_URL', async () => {
    expect(await seen(https)).toEqual({ line: false, sandbox: false, platforms: true });
  });
});
