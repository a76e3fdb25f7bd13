import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenBroadcastAccount } from '../../test/delivery-fixtures.ts';
import { signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

describe('library references in a message', () => {
  it('refuses an item the hub does not have, on the message’s field in the reader’s language, and saves nothing', async () => {
    const given = await givenBroadcastAccount(t);
    const member = await signedInMember(t, { hubId: given.hubId });
    const save = (message: object, lang: string) =>
      member.call('POST', `/line/broadcast-setting?lang=${lang}`, {
        name: 'Library',
        accountId: given.account.id,
        messages: [{ type: 'text', text: 'Hi' }, message],
      });
    const expected = {
      en: 'This message names a library item that does not exist, or one that cannot be sent yet.',
      ja: 'このメッセージが指定しているライブラリのアイテムは存在しないか、まだ送信できません。',
      'zh-TW': '此訊息指定的素材庫項目不存在，或尚無法傳送。',
    };
    const references = [
      { type: 'imagemap', imagemapId: '00000000-0000-4000-8000-000000000000' },
      { type: 'richVideo', videoId: 'not-a-uuid' },
      { type: 'carousel', carouselId: 'x' },
      { type: 'notificationTemplate', templateId: 'x' },
    ];
    for (const [lang, text] of Object.entries(expected)) {
      for (const reference of references) {
        const refused = await save(reference, lang);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({
          code: 'message.error.unknownItem',
          msg: text,
          fields: { 'messages.1': text },
        });
      }
    }
    expect((await member.call('GET', '/line/broadcast-settings/draft')).json().total).toBe(0);
  });
});
