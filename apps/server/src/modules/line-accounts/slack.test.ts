import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenLineAccount } from '../../test/line-fixtures.ts';
import { lineAccounts } from './line-accounts.schema.ts';

/** A local server that records what reaches it and answers with `answer`. */
async function localServer(answer: (response: http.ServerResponse) => void) {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    request.resume();
    answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    hits,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

let t: TestApp;
let inside: Awaited<ReturnType<typeof localServer>>;
beforeAll(async () => {
  inside = await localServer((response) => response.end('ok'));
  t = await startTestApp({}, { slack: true });
});
afterAll(async () => {
  inside.close();
  await t.close();
});

async function account(app: TestApp) {
  const { hubId, call } = await signedInMember(app);
  const { account } = await givenLineAccount(app, hubId);
  const save = (slackWebhookUrl: string) => call('PATCH', '/line', { id: account.id, slackWebhookUrl });
  const saved = async () =>
    (await app.deps.db.select().from(lineAccounts).where(eq(lineAccounts.id, account.id)))[0]
      ?.slackWebhookUrl;
  const test = () => call('POST', `/line/${account.id}/slack/test`);
  return { id: account.id, save, saved, test };
}

describe('Slack webhook URLs', () => {
  it.each([
    ['a loopback address', () => `${inside.url}/services/T1/B1/x`],
    ['a private address', () => 'https://10.0.0.5/services/T1/B1/x'],
    ['the cloud metadata service', () => 'https://169.254.169.254/services/T1/B1/x'],
    ['a host that is not Slack', () => 'https://example.com/services/T1/B1/x'],
    ['a look-alike of Slack', () => 'https://hooks.slack.com.evil.example/services/T1/B1/x'],
    ['Slack over plain http', () => 'http://hooks.slack.com/services/T1/B1/x'],
    ['Slack with a user name', () => 'https://me@hooks.slack.com/services/T1/B1/x'],
  ])('refuses %s when saved, saves nothing and calls nothing', async (_name, url) => {
    const a = await account(t);
    const refused = await a.save(url());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'line.error.slackUrl',
      msg: 'Use a Slack incoming-webhook URL: https://hooks.slack.com/services/…',
      fields: { slackWebhookUrl: 'Use a Slack incoming-webhook URL: https://hooks.slack.com/services/…' },
    });
    expect(await a.saved()).toBeNull();
    expect(inside.hits).toEqual([]);
  });

  it('saves a Slack URL and one of the configured Slack sandbox', async () => {
    const a = await account(t);
    const slack = 'https://hooks.slack.com/services/T0001/B0001/abcdef';
    expect((await a.save(slack)).statusCode).toBe(200);
    expect(await a.saved()).toBe(slack);
    const sandbox = t.slack?.control.webhookUrl() ?? '';
    expect((await a.save(sandbox)).statusCode).toBe(200);
    expect(await a.saved()).toBe(sandbox);
  });

  it('does not post to an inside address saved before URLs were checked', async () => {
    const a = await account(t);
    await t.deps.db
      .update(lineAccounts)
      .set({ slackWebhookUrl: `${inside.url}/hook` })
      .where(eq(lineAccounts.id, a.id));
    const refused = await a.test();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('line.error.slackUrl');
    expect(inside.hits).toEqual([]);
  });
});

describe('a Slack webhook that redirects', () => {
  let redirecting: Awaited<ReturnType<typeof localServer>>;
  let app: TestApp;
  beforeAll(async () => {
    redirecting = await localServer((response) =>
      response.writeHead(302, { location: `${inside.url}/services/T1/B1/x` }).end(),
    );
    app = await startTestApp({ SLACK_SANDBOX_URL: redirecting.url });
  });
  afterAll(async () => {
    redirecting.close();
    await app.close();
  });

  it('fails without following the redirect or naming the answer', async () => {
    const a = await account(app);
    await a.save(`${redirecting.url}/services/T1/B1/x`);
    const failed = await a.test();
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toMatchObject({
      code: 'line.error.slackFailed',
      msg: 'Slack did not accept the test message. Check the incoming-webhook URL.',
    });
    expect(redirecting.hits).toEqual(['/services/T1/B1/x']);
    expect(inside.hits).toEqual([]);
  });
});
