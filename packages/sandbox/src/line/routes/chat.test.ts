import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lineError, startTestSandbox, type TestSandbox } from '../../test/harness.ts';

let sb: TestSandbox;
beforeEach(async () => {
  sb = await startTestSandbox();
});
afterEach(() => sb.close());

describe('chat endpoints', () => {
  it('shows the loading animation to friends, in steps of five seconds', async () => {
    const user = sb.control.createUser().userId;
    await sb.control.follow(sb.channel.channelId, user);
    await expect(sb.client.showLoadingAnimation({ chatId: user, loadingSeconds: 20 })).resolves.toEqual({});
    const odd = await lineError(sb.client.showLoadingAnimation({ chatId: user, loadingSeconds: 7 }));
    expect(odd.body.details).toEqual([{ message: 'must be a multiple of five', property: 'loadingSeconds' }]);
    const long = await lineError(sb.client.showLoadingAnimation({ chatId: user, loadingSeconds: 65 }));
    expect(long.body.details).toEqual([{ message: 'Must be between 5 and 60', property: 'loadingSeconds' }]);
    const stranger = await lineError(
      sb.client.showLoadingAnimation({ chatId: sb.control.createUser().userId }),
    );
    expect(stranger.status).toBe(400);
  });

  it('issues link tokens for friends', async () => {
    const user = sb.control.createUser().userId;
    expect((await lineError(sb.client.issueLinkToken(user))).status).toBe(400);
    await sb.control.follow(sb.channel.channelId, user);
    await expect(sb.client.issueLinkToken(user)).resolves.toMatchObject({ linkToken: expect.any(String) });
  });
});
