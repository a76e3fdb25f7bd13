import { LINE_ACCOUNT_OPTIONS, noPermissions } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { lineAccounts } from './line-accounts.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

async function admin(plan?: 'free' | 'trial' | 'starter') {
  const { hubId, user } = await givenMember(t, { plan });
  const { cookie } = await signIn(t, user.email);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
    t.request({ method, url: `/api/${hubId}${path}`, headers: { cookie }, payload });
  return { hubId, user, cookie, call };
}

function sandboxChannel(displayName = 'Sakura Cafe') {
  const channel = t.sandbox?.control.createChannel({ displayName });
  if (!channel) throw new Error('no sandbox');
  return channel;
}

const credentials = (channel: ReturnType<typeof sandboxChannel>) => ({
  platform: 'sandbox' as const,
  channelId: channel.channelId,
  channelSecret: channel.channelSecret,
  tokenKind: 'long' as const,
  accessToken: channel.accessToken,
});

describe('connecting a LINE account', () => {
  it('gives the contacts one LINE User ID property per account', async () => {
    const { call } = await admin();
    expect((await call('POST', '/line', { credentials: credentials(sandboxChannel()) })).statusCode).toBe(
      200,
    );
    const names = (await call('GET', '/properties')).json().items.map((p: { name: string }) => p.name);
    expect(names.filter((name: string) => name.startsWith('line_user_id_'))).toEqual(['line_user_id_1']);
  });

  it('offers the sandbox, with its phone page, when one is configured', async () => {
    const { call } = await admin();
    expect((await call('GET', '/line/platforms')).json()).toEqual({
      sandbox: true,
      phoneUrl: `${t.sandbox?.url}/phone`,
      publicUrlHttps: false,
    });
  });

  it('verifies, stores the credentials sealed, sets and tests the webhook', async () => {
    const { call } = await admin();
    const channel = sandboxChannel();
    const verified = await call('POST', '/line/verify', credentials(channel));
    expect(verified.json()).toMatchObject({
      msg: 'Verified: Sakura Cafe.',
      bot: { displayName: 'Sakura Cafe', basicId: channel.basicId },
    });

    const created = await call('POST', '/line', {
      credentials: credentials(channel),
      description: 'Our café',
    });
    expect(created.statusCode).toBe(200);
    const { id, webhook } = created.json();
    expect(webhook).toMatchObject({
      set: true,
      tested: true,
      url: expect.stringContaining(`/webhooks/line/${id}`),
    });
    expect(t.sandbox?.control.getChannel(channel.channelId).webhook.endpoint).toBe(webhook.url);

    const list = await call('GET', '/line');
    expect(list.json().items).toEqual([
      expect.objectContaining({
        id,
        name: 'Sakura Cafe',
        description: 'Our café',
        platform: 'sandbox',
        seq: 1,
        plan: 'trial',
      }),
    ]);
    expect(list.body).not.toContain(channel.channelSecret);
    expect(list.body).not.toContain(channel.accessToken);
    const [row] = await t.deps.db.select().from(lineAccounts).where(eq(lineAccounts.id, id));
    expect(row?.channelSecret).not.toContain(channel.channelSecret);
    expect(t.deps.secrets.open(row?.channelSecret ?? '')).toBe(channel.channelSecret);
  });

  it('issues a short-lived token from the channel id and secret', async () => {
    const { call } = await admin();
    const channel = sandboxChannel();
    const { accessToken: _unused, ...rest } = credentials(channel);
    const created = await call('POST', '/line', { credentials: { ...rest, tokenKind: 'short' } });
    expect(created.statusCode).toBe(200);
    const account = (await call('GET', `/line/${created.json().id}`)).json();
    expect(account.tokenKind).toBe('short');
    expect(new Date(account.tokenExpiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('says in plain words which credential is wrong, and stores nothing', async () => {
    const { call } = await admin();
    const channel = sandboxChannel();
    const badSecret = await call('POST', '/line/verify', {
      ...credentials(channel),
      channelSecret: 'f'.repeat(32),
    });
    expect(badSecret.json()).toMatchObject({ code: 'line.error.badSecret' });
    const badToken = await call('POST', '/line?lang=ja', {
      credentials: { ...credentials(channel), accessToken: 'x'.repeat(40) },
    });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json()).toMatchObject({
      code: 'line.error.badToken',
      msg: expect.stringContaining('チャネルアクセストークン'),
    });
    const malformed = await call('POST', '/line/verify', { ...credentials(channel), channelId: '12' });
    expect(malformed.json().fields).toEqual({ channelId: 'Enter the 10-digit channel ID.' });
    expect((await call('GET', '/line')).json().items).toEqual([]);
  });

  it('refuses a second account on the free plan, more than the plan allows, and duplicates', async () => {
    const free = await admin('free');
    expect(
      (await free.call('POST', '/line', { credentials: credentials(sandboxChannel()) })).statusCode,
    ).toBe(200);
    const second = await free.call('POST', '/line', { credentials: credentials(sandboxChannel()) });
    expect(second.json()).toMatchObject({ code: 'line.error.freePlan' });

    const starter = await admin('starter');
    const channel = sandboxChannel();
    expect((await starter.call('POST', '/line', { credentials: credentials(channel) })).statusCode).toBe(200);
    expect(
      (await starter.call('POST', '/line', { credentials: credentials(sandboxChannel()) })).json(),
    ).toMatchObject({
      code: 'line.error.maxChannels',
      msg: expect.stringContaining('(1)'),
    });

    const trial = await admin('trial');
    const again = sandboxChannel();
    expect((await trial.call('POST', '/line', { credentials: credentials(again) })).statusCode).toBe(200);
    const duplicate = await trial.call('POST', '/line', { credentials: credentials(again) });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('line.error.duplicate');
  });

  it('refuses an agent without permissionLineAccounts and a member of another hub', async () => {
    const owner = await admin();
    const { id } = (await owner.call('POST', '/line', { credentials: credentials(sandboxChannel()) })).json();
    const agent = await givenMember(t, {
      hubId: owner.hubId,
      superAdmin: false,
      permissions: { ...noPermissions(), permissionInbox: true },
    });
    const agentCookie = (await signIn(t, agent.user.email)).cookie;
    expect(
      (await t.request({ method: 'GET', url: `/api/${owner.hubId}/line`, headers: { cookie: agentCookie } }))
        .statusCode,
    ).toBe(403);
    const stranger = await admin();
    expect((await stranger.call('GET', `/line/${id}`)).statusCode).toBe(404);
    expect((await stranger.call('PATCH', '/line', { id, description: 'mine now' })).statusCode).toBe(404);
    expect((await stranger.call('DELETE', `/line/${id}`)).statusCode).toBe(404);
    expect((await owner.call('GET', `/line/${id}`)).json().description).toBe('');
  });
});

describe('account settings', () => {
  it('saves each option, the merge rule, send frequency, and refuses bad values without writing', async () => {
    const { call } = await admin();
    const { id } = (await call('POST', '/line', { credentials: credentials(sandboxChannel()) })).json();
    const options = {
      taskOnMessage: true,
      hideSenderName: true,
      groupChatAsCompany: true,
      validateWebhookSignature: true,
    };
    expect(
      (
        await call('PATCH', '/line', {
          id,
          options,
          mergeBy: 'custom',
          mergeProperty: 'member_no',
          sendFrequencyHours: 24,
        })
      ).json(),
    ).toEqual({
      msg: 'The LINE account settings have been saved.',
    });
    const account = (await call('GET', `/line/${id}`)).json();
    expect(account).toMatchObject({
      mergeBy: 'custom',
      mergeProperty: 'member_no',
      sendFrequencyHours: 24,
      options: { ...options, autoCreateContact: true },
    });
    // Options that are not offered (no way to make them act) are neither answered nor saved, even
    // when an account saved them before; neither are the Mobile and Billing tabs' values.
    await t.deps.db
      .update(lineAccounts)
      .set({ options: { ...account.options, getFriendEmail: true, useExternalLineId: true } })
      .where(eq(lineAccounts.id, id));
    const shown = (await call('GET', `/line/${id}`)).json();
    expect(Object.keys(shown.options).sort()).toEqual([...LINE_ACCOUNT_OPTIONS].sort());
    expect(shown.options).not.toHaveProperty('getFriendEmail');
    expect(shown).not.toHaveProperty('mobileSupervisors');
    expect(shown).not.toHaveProperty('billingSupervisors');
    expect((await call('PATCH', '/line/mobile', { id, mobileContactAccess: 'owned' })).statusCode).toBe(404);
    expect((await call('PATCH', '/line/billing', { id, billingSupervisors: [] })).statusCode).toBe(404);
    const bad = await call('PATCH', '/line', { id, sendFrequencyHours: -1, slackWebhookUrl: 'not a url' });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `/line/${id}`)).json().sendFrequencyHours).toBe(24);
  });

  it('swaps the property sequence with the account holding it', async () => {
    const { call } = await admin();
    const first = (await call('POST', '/line', { credentials: credentials(sandboxChannel('One')) })).json()
      .id;
    const second = (await call('POST', '/line', { credentials: credentials(sandboxChannel('Two')) })).json()
      .id;
    expect((await call('PATCH', '/line/propertyseq', { id: second, seq: 1 })).statusCode).toBe(200);
    const seqs = Object.fromEntries(
      (await call('GET', '/line')).json().items.map((a: { id: string; seq: number }) => [a.id, a.seq]),
    );
    expect(seqs).toEqual({ [first]: 2, [second]: 1 });
  });

  it('refuses to delete an account under contract, deletes otherwise', async () => {
    const { call } = await admin();
    const { id } = (await call('POST', '/line', { credentials: credentials(sandboxChannel()) })).json();
    await t.deps.db.update(lineAccounts).set({ underContract: true }).where(eq(lineAccounts.id, id));
    const refused = await call('DELETE', `/line/${id}`);
    expect(refused.json()).toEqual({
      code: 'line.error.underContract',
      msg: 'This channel is under contract and cannot be deleted. Please contact support.',
    });
    await t.deps.db.update(lineAccounts).set({ underContract: false }).where(eq(lineAccounts.id, id));
    expect((await call('DELETE', `/line/${id}`)).statusCode).toBe(200);
    expect((await call('GET', '/line')).json().items).toEqual([]);
  });
});
