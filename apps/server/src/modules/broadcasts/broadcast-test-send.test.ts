import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastCalls } from '../../test/broadcast-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { givenSandboxAccount } from '../../test/line-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(async () => t.close());

/** A broadcast ready for a test send to a +81 phone whose LINE user follows the account. */
async function givenPhoneTest() {
  const given = await givenSandboxAccount(t);
  const phone = `+8190${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const user = given.control.createUser({ displayName: 'Yui', phoneNumber: phone });
  await given.control.follow(given.channel.channelId, user.userId);
  const calls = broadcastCalls(given.call, given.accountId);
  const id = await calls.created({ messages: [{ type: 'text', text: 'Your order is ready' }] });
  const send = (lang = 'en') =>
    given.call('POST', `/line/broadcast-setting/test?lang=${lang}`, { id, to: { kind: 'phone', phone } });
  const received = () =>
    given.control
      .inbox(given.channel.channelId, user.userId)
      .filter((entry) => JSON.stringify(entry).includes('Your order is ready'));
  const pushes = () => given.control.requests({ channelId: given.channel.channelId, path: '/bot/pnp/push' });
  return { ...given, ...calls, id, send, received, pushes };
}

describe('test send as a LINE notification message (PNP), which takes no retry key', () => {
  it('arrives on the phone as a notification message by the number’s SHA-256 hash, and is recorded', async () => {
    const h = await givenPhoneTest();
    expect((await h.send()).json()).toEqual({ msg: 'Sent Success.' });
    expect(h.received().map((entry) => entry.via)).toEqual(['pnp']);
    expect(h.pushes()[0]?.body).toMatchObject({ to: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await h.get(h.id)).json().testSentAt).not.toBeNull();
    await h.control.settle();
  });

  it('says why LINE could not reach a number no LINE user can get notifications at, as a 400', async () => {
    const h = await givenPhoneTest();
    const sent = await h.call('POST', '/line/broadcast-setting/test?lang=zh-TW', {
      id: h.id,
      to: { kind: 'phone', phone: '+819011112222' },
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toEqual({
      code: 'broadcast.error.testPhoneUnreachable',
      msg: 'LINE 無法將通知訊息傳送到此電話號碼：沒有使用此號碼的 LINE 用戶、此號碼不屬於 LINE 通知訊息服務的國家，或該用戶拒絕接收通知訊息、尚未同意 LINE 的隱私權政策。',
    });
    expect((await h.get(h.id)).json().testSentAt).toBeNull();
  });

  it('is not sent again when LINE may have taken it, and says the outcome is unknown', async () => {
    const h = await givenPhoneTest();
    // LINE takes the message, then the connection is lost before its answer.
    h.control.setFaults({ rules: [{ pathPrefix: '/bot/pnp/push', dropAfterProcessing: 1 }] });
    const sent = await h.send('ja');
    h.control.setFaults({ rules: [] });
    expect(sent.statusCode).toBe(504);
    expect(sent.json()).toEqual({
      code: 'broadcast.error.testUnknown',
      msg: 'LINEから時間内に応答がなかったため、テストメッセージが届いたかどうか分かりません。もう一度送信する前に端末を確認してください。届いた通知メッセージはそれぞれ課金されます。',
    });
    expect(h.pushes()).toHaveLength(1);
    expect(h.received()).toHaveLength(1);
    expect((await h.get(h.id)).json().testSentAt).toBeNull();
    await h.control.settle();
  });

  it('is sent again when LINE answered that it did nothing (429, 5xx), and arrives once', async () => {
    const h = await givenPhoneTest();
    h.control.setFaults({
      seed: 1,
      rules: [{ pathPrefix: '/bot/pnp/push', rateLimited: 0.4, serverError: 0.4 }],
    });
    const sent = await h.send();
    h.control.setFaults({ rules: [] });
    expect(sent.json()).toEqual({ msg: 'Sent Success.' });
    // Seed 1 answers 500, 429, 500, then lets the fourth through.
    expect(h.pushes().map((request) => request.fault)).toEqual([
      'serverError',
      'rateLimited',
      'serverError',
      undefined,
    ]);
    expect(h.received()).toHaveLength(1);
    await h.control.settle();
  });
});
