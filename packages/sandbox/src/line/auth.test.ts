import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineError, startTestSandbox, type TestSandbox } from '../test/harness.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

describe('authentication', () => {
  it('refuses a request without an Authorization header', async () => {
    const res = await fetch(`${sb.url}/v2/bot/info`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message:
        "Authorization header required. Must follow the scheme, 'Authorization: Bearer <ACCESS TOKEN>'",
    });
  });

  it('refuses an unknown token', async () => {
    const err = await lineError(sb.clientFor('not-a-token').getBotInfo());
    expect(err.status).toBe(401);
    expect(err.body).toEqual({
      message: 'Authentication failed. Confirm that the access token in the authorization header is valid.',
    });
  });

  it('accepts the channel token and identifies the bot', async () => {
    const info = await sb.client.getBotInfo();
    expect(info).toMatchObject({
      userId: sb.channel.botUserId,
      basicId: sb.channel.basicId,
      chatMode: 'bot',
    });
  });

  it("does not let one channel's token act on another channel's users", async () => {
    const other = sb.control.createChannel();
    const user = sb.control.createUser().userId;
    await sb.control.follow(other.channelId, user);
    const err = await lineError(sb.client.getProfile(user));
    expect(err.status).toBe(404);
    await expect(sb.clientFor(other.accessToken).getProfile(user)).resolves.toMatchObject({ userId: user });
  });

  it('refuses an expired short-lived token', async () => {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: sb.channel.channelId,
      client_secret: sb.channel.channelSecret,
    });
    const issued = await fetch(`${sb.url}/v2/oauth/accessToken`, { method: 'POST', body: form });
    const { access_token, expires_in } = (await issued.json()) as {
      access_token: string;
      expires_in: number;
    };
    expect(expires_in).toBe(2_592_000);
    await expect(sb.clientFor(access_token).getBotInfo()).resolves.toBeTruthy();
    await sb.clock.advance(expires_in * 1000);
    const err = await lineError(sb.clientFor(access_token).getBotInfo());
    expect(err.status).toBe(401);
    expect(err.body.message).toMatch(/expired/);
  });
});
