import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastCalls } from '../../test/broadcast-fixtures.ts';
import { givenMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenSandboxAccount } from '../../test/line-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(async () => t.close());

/** A hub with a sandbox account, the signed-in user's own LINE user (a friend) and a broadcast. */
async function givenHub() {
  const given = await givenSandboxAccount(t);
  const me = given.control.createUser({ displayName: 'Me on LINE' });
  await given.control.follow(given.channel.channelId, me.userId);
  const calls = broadcastCalls(given.call, given.accountId);
  const id = await calls.created({ messages: [{ type: 'text', text: 'Test of the spring sale' }] });
  const testSendTo = (userId: string) =>
    given.call('POST', '/line/broadcast-setting/test', { id, to: { kind: 'user', userId } });
  const setMyId = (lineUserId: string | null, accountId = given.accountId) =>
    given.call('PUT', '/profile/line-test-ids', { accountId, lineUserId });
  return { ...given, ...calls, id, me, testSendTo, setMyId };
}

describe("a console user's LINE user id for test messages", () => {
  it('is kept per LINE account of the hub, edited by the user', async () => {
    const h = await givenHub();
    expect((await h.call('GET', '/profile/line-test-ids')).json().items).toEqual([
      { accountId: h.accountId, accountName: expect.any(String), lineUserId: null },
    ]);
    const saved = await h.setMyId(h.me.userId);
    expect(saved.json()).toEqual({ msg: 'Your LINE user ID for test messages has been saved.' });
    expect((await h.call('GET', '/profile/line-test-ids')).json().items[0].lineUserId).toBe(h.me.userId);

    // Not a LINE user id, or another hub's account: refused, nothing changed.
    const invalid = await h.setMyId('someone');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({ lineUserId: expect.any(String) });
    const elsewhere = await givenSandboxAccount(t);
    expect((await h.setMyId(h.me.userId, elsewhere.accountId)).statusCode).toBe(404);
    expect((await h.call('GET', '/profile/line-test-ids')).json().items[0].lineUserId).toBe(h.me.userId);

    await h.setMyId('');
    expect((await h.call('GET', '/profile/line-test-ids')).json().items[0].lineUserId).toBeNull();
  });

  it('is where a test send to a user goes; without one the user is told what to do', async () => {
    const h = await givenHub();
    const refused = await h.testSendTo(h.user.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'broadcast.error.noTestUserId',
      msg: expect.stringContaining('Test user has no LINE user ID on this LINE account.'),
    });
    expect((await h.get(h.id)).json().testSentAt).toBeNull();

    await h.setMyId(h.me.userId);
    expect((await h.testSendTo(h.user.id)).json()).toEqual({ msg: 'Sent Success.' });
    const received = h.control
      .inbox(h.channel.channelId, h.me.userId)
      .filter((entry) => entry.from === 'bot');
    expect(JSON.stringify(received)).toContain('Test of the spring sale');
    expect((await h.get(h.id)).json().testSentAt).not.toBeNull();
  });

  it("does not send to another hub's user, even one with a LINE user id", async () => {
    const h = await givenHub();
    const other = await givenSandboxAccount(t);
    await other.call('PUT', '/profile/line-test-ids', {
      accountId: other.accountId,
      lineUserId: h.me.userId,
    });
    expect((await h.testSendTo(other.user.id)).statusCode).toBe(404);
    const colleague = await givenMember(t, { hubId: h.hubId });
    expect((await h.testSendTo(colleague.user.id)).json().code).toBe('broadcast.error.noTestUserId');
    expect(h.control.inbox(h.channel.channelId, h.me.userId).filter((entry) => entry.from === 'bot')).toEqual(
      [],
    );
  });
});
