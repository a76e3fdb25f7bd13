import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenBroadcastAccount } from '../../test/delivery-fixtures.ts';
import { signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

async function givenComposer() {
  const given = await givenBroadcastAccount(t);
  const member = await signedInMember(t, { hubId: given.hubId });
  const save = (messages: object[], lang = 'en') =>
    member.call('POST', `/line/broadcast-setting?lang=${lang}`, {
      name: 'JSON',
      accountId: given.account.id,
      messages,
    });
  const validations = () =>
    given.control.requests({ channelId: given.channel.channelId, operationId: 'validatePush' });
  return { ...given, ...member, save, validations };
}

const json = (message: object) => ({ type: 'json', json: JSON.stringify(message) });

describe('JSON messages are checked by LINE on save', () => {
  it('refuses what LINE would refuse, with LINE’s reason on the message’s field, and saves nothing', async () => {
    const h = await givenComposer();
    const empty = await h.save([{ type: 'text', text: 'Hi' }, json({ type: 'text', text: '' })], 'ja');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      code: 'broadcast.error.lineRefused',
      msg: 'LINEがメッセージを受け付けませんでした：messages[1].text: May not be empty',
      fields: { 'messages.1.json': '必須項目を入力してください。' },
    });
    const unknownType = await h.save([json({ type: 'poster', url: 'https://example.com' })]);
    expect(unknownType.json().fields['messages.0.json']).toMatch(
      /^messages\[0\]\.type: Must be one of the following values: \[text, /,
    );
    expect((await h.call('GET', '/line/broadcast-settings/draft')).json().total).toBe(0);
  });

  it('saves what LINE accepts, and asks LINE only about JSON messages', async () => {
    const h = await givenComposer();
    expect((await h.save([{ type: 'text', text: 'Hello' }])).statusCode).toBe(200);
    expect(h.validations()).toEqual([]);
    const saved = await h.save([json({ type: 'sticker', packageId: '446', stickerId: '1988' })]);
    expect(saved.statusCode).toBe(200);
    expect(h.validations()).toHaveLength(1);
    // An edit that brings a bad one is refused, and the saved messages stay.
    const id = saved.json().id;
    const patched = await h.call('PATCH', '/line/broadcast-setting', {
      id,
      messages: [json({ type: 'sticker', packageId: '446' })],
    });
    expect(patched.json()).toMatchObject({
      code: 'broadcast.error.lineRefused',
      fields: { 'messages.0.json': 'Please enter the required field.' },
    });
    expect((await h.call('GET', `/line/broadcast-setting/${id}`)).json().messages).toEqual([
      json({ type: 'sticker', packageId: '446', stickerId: '1988' }),
    ]);
  });
});
