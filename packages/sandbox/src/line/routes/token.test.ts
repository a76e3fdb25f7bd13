import { channelAccessToken } from '@line/bot-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lineError, startTestSandbox, type TestSandbox } from '../../test/harness.ts';

let sb: TestSandbox;
let tokens: channelAccessToken.ChannelAccessTokenClient;
beforeEach(async () => {
  sb = await startTestSandbox();
  tokens = new channelAccessToken.ChannelAccessTokenClient({ baseURL: sb.url });
});
afterEach(() => sb.close());

describe('channel access tokens', () => {
  it('issues, verifies and revokes short-lived tokens', async () => {
    const issued = await tokens.issueChannelToken(
      'client_credentials',
      sb.channel.channelId,
      sb.channel.channelSecret,
    );
    expect(issued).toMatchObject({ token_type: 'Bearer', expires_in: 2_592_000 });
    await expect(sb.clientFor(issued.access_token).getBotInfo()).resolves.toMatchObject({
      userId: sb.channel.botUserId,
    });
    await expect(tokens.verifyChannelToken(issued.access_token)).resolves.toMatchObject({
      client_id: sb.channel.channelId,
      expires_in: 2_592_000,
    });
    await tokens.revokeChannelToken(issued.access_token);
    expect((await lineError(sb.clientFor(issued.access_token).getBotInfo())).status).toBe(401);
  });

  it('keeps at most 30 live short-lived tokens, revoking the oldest, as LINE does', async () => {
    const issue = () =>
      tokens.issueChannelToken('client_credentials', sb.channel.channelId, sb.channel.channelSecret);
    const first = await issue();
    const second = await issue();
    for (let i = 0; i < 28; i++) await issue();
    await expect(sb.clientFor(first.access_token).getBotInfo()).resolves.toBeDefined();
    await issue();
    expect((await lineError(sb.clientFor(first.access_token).getBotInfo())).status).toBe(401);
    await expect(sb.clientFor(second.access_token).getBotInfo()).resolves.toBeDefined();
    // Stateless tokens have no such limit and revoke nothing.
    for (let i = 0; i < 3; i++)
      await tokens.issueStatelessChannelTokenByClientSecret(sb.channel.channelId, sb.channel.channelSecret);
    await expect(sb.clientFor(second.access_token).getBotInfo()).resolves.toBeDefined();
  });

  it('issues stateless tokens that last 15 minutes', async () => {
    const issued = await tokens.issueStatelessChannelTokenByClientSecret(
      sb.channel.channelId,
      sb.channel.channelSecret,
    );
    expect(issued.expires_in).toBe(900);
    await expect(tokens.verifyChannelTokenByJWT(issued.access_token)).resolves.toMatchObject({
      client_id: sb.channel.channelId,
    });
    await sb.clock.advance(900_000);
    expect((await lineError(sb.clientFor(issued.access_token).getBotInfo())).status).toBe(401);
  });

  it('refuses wrong client credentials with OAuth errors', async () => {
    const wrong = await lineError(
      tokens.issueChannelToken('client_credentials', sb.channel.channelId, 'nope'),
    );
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_client' } });
    const unknown = await lineError(tokens.verifyChannelToken('garbage'));
    expect(unknown).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });
});
