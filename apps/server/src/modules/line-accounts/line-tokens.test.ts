import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { type LineAccountRow, lineAccounts } from './line-accounts.schema.ts';
import { RENEW_BEFORE_MS, renewLineTokens } from './renew-line-tokens.job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

/** A hub admin and a fresh sandbox channel, with the channel's credentials for either token kind. */
async function givenChannel() {
  const { hubId, user } = await givenMember(t);
  const { cookie } = await signIn(t, user.email);
  const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
    t.request({ method, url: `/api/${hubId}${path}?lang=ja`, headers: { cookie }, payload });
  const channel = t.sandbox?.control.createChannel({ displayName: 'Sakura Cafe' });
  if (!channel) throw new Error('no sandbox');
  const base = { platform: 'sandbox', channelId: channel.channelId, channelSecret: channel.channelSecret };
  const short = { ...base, tokenKind: 'short' };
  const long = { ...base, tokenKind: 'long', accessToken: channel.accessToken };
  const connect = async (credentials: object) => {
    const created = await call('POST', '/line', { credentials });
    expect(created.statusCode).toBe(200);
    return row(created.json().id);
  };
  return { call, channel, short, long, connect };
}

async function row(id: string): Promise<LineAccountRow> {
  const [found] = await t.deps.db.select().from(lineAccounts).where(eq(lineAccounts.id, id));
  if (!found) throw new Error('no account');
  return found;
}

/** Whether LINE (the sandbox) takes the account's stored token, or `token` when given. */
async function tokenWorks(account: LineAccountRow, token = t.deps.secrets.open(account.accessToken)) {
  const api = t.deps.line.messaging({ platform: account.platform, accessToken: token });
  return api.getBotInfo().then(
    () => true,
    () => false,
  );
}

describe('short-lived channel access tokens', () => {
  it('are renewed a week before their 30 days run out, with the new expiry kept', async () => {
    const given = await givenChannel();
    const account = await given.connect(given.short);
    const other = await givenChannel();
    const long = await other.connect(other.long);
    const expiresAt = account.tokenExpiresAt?.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThan(Date.now() + 29 * DAY_MS);

    // Three weeks on: not due yet.
    await renewLineTokens(t.deps, new Date(expiresAt - RENEW_BEFORE_MS - DAY_MS));
    expect((await row(account.id)).accessToken).toBe(account.accessToken);

    const now = new Date(expiresAt - RENEW_BEFORE_MS + DAY_MS);
    const { failed } = await renewLineTokens(t.deps, now);
    expect(failed).not.toContain(account.id);
    const renewed = await row(account.id);
    expect(renewed.accessToken).not.toBe(account.accessToken);
    expect(renewed.tokenExpiresAt?.getTime()).toBe(now.getTime() + 30 * DAY_MS);
    expect(await tokenWorks(renewed)).toBe(true);
    // The old token is left to expire by itself: a send holding it this moment still goes through.
    expect(await tokenWorks(account)).toBe(true);
    // A long-lived token is the user's own and never replaced.
    expect((await row(long.id)).accessToken).toBe(long.accessToken);
    // Once renewed it is not due again that day.
    await renewLineTokens(t.deps, now);
    expect((await row(account.id)).accessToken).toBe(renewed.accessToken);
  });

  it('keeps the old token when LINE refuses the renewal, and renews the other accounts', async () => {
    const refused = await givenChannel();
    const broken = await refused.connect(refused.short);
    await t.deps.db
      .update(lineAccounts)
      .set({ channelSecret: t.deps.secrets.seal('f'.repeat(32)) })
      .where(eq(lineAccounts.id, broken.id));
    const fine = await givenChannel();
    const other = await fine.connect(fine.short);
    const now = new Date((broken.tokenExpiresAt?.getTime() ?? 0) - DAY_MS);
    const { failed } = await renewLineTokens(t.deps, now);
    expect(failed).toContain(broken.id);
    expect((await row(broken.id)).accessToken).toBe(broken.accessToken);
    expect((await row(other.id)).accessToken).not.toBe(other.accessToken);
  });
});

describe('checking credentials and connecting', () => {
  it('issues no short-lived token it throws away, so checks never cost the token in use', async () => {
    const given = await givenChannel();
    const account = await given.connect(given.short);
    // LINE keeps 30 short-lived tokens a channel and revokes the oldest past that.
    for (let i = 0; i < 30; i++) {
      const check = await given.call('POST', '/line/verify', i % 2 ? given.short : given.long);
      expect(check.statusCode).toBe(200);
    }
    expect(await tokenWorks(account)).toBe(true);
  });

  it('reports LINE’s 429 as a rate limit, not as a wrong secret', async () => {
    const given = await givenChannel();
    t.sandbox?.control.setFaults({ rules: [{ pathPrefix: '/oauth2/v3/token', rateLimited: 1 }] });
    const limited = await given.call('POST', '/line/verify', given.long);
    t.sandbox?.control.setFaults({ rules: [] });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'line.error.rateLimited',
      msg: 'LINEがこのチャネルへのリクエストを現在制限しているため（リクエスト過多）、認証情報を確認できませんでした。認証情報は正しい可能性があります。1分ほど待ってからもう一度お試しください。',
    });
  });

  it('shows LINE’s own words when it refuses to set the webhook, not its bare status', async () => {
    const given = await givenChannel();
    t.sandbox?.control.setFaults({
      rules: [{ pathPrefix: '/v2/bot/channel/webhook/endpoint', method: 'PUT', rateLimited: 1 }],
    });
    const created = await given.call('POST', '/line', { credentials: given.long });
    t.sandbox?.control.setFaults({ rules: [] });
    expect(created.statusCode).toBe(200);
    expect(created.json().webhook).toMatchObject({
      set: false,
      detail: 'The API rate limit has been exceeded. Try again later.',
    });
  });
});
