import { allPermissions } from '@hubline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  givenBroadcast,
  givenBroadcastAccount,
  givenFriendsInList,
  seededUserId,
} from '../../test/delivery-fixtures.ts';
import { signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

/** A hub's sandbox account with a READY audience of two users and one still uploading (empty). */
async function givenAudiences() {
  const given = await givenBroadcastAccount(t);
  const member = await signedInMember(t, { hubId: given.hubId });
  const client = t.deps.line.audiences({ platform: 'sandbox', accessToken: given.channel.accessToken });
  const ready = await client.createAudienceGroup({
    description: 'VIP',
    audiences: [{ id: seededUserId('vip', 0) }, { id: seededUserId('vip', 1) }],
  });
  const pending = await client.createAudienceGroup({ description: 'Uploading' });
  return {
    ...given,
    ...member,
    ready: String(ready.audienceGroupId),
    pending: String(pending.audienceGroupId),
  };
}

/** A narrowcast row saved before a rule, refused on send with `code`: it stays a draft and nothing goes to LINE. */
async function expectRefusedOnSend(
  given: Awaited<ReturnType<typeof givenAudiences>>,
  row: Parameters<typeof givenBroadcast>[2],
  code: string,
) {
  const old = await givenBroadcast(t.deps, given, { narrowcast: true, testSentAt: new Date(), ...row });
  const sent = await given.call('POST', '/line/broadcast-setting/execute', { ids: [old.id] });
  expect(sent.statusCode).toBe(400);
  expect(sent.json()).toMatchObject({ code });
  expect((await given.call('GET', `/line/broadcast-setting/${old.id}`)).json().status).toBe('draft');
  expect(given.control.requests({ channelId: given.channel.channelId, operationId: 'narrowcast' })).toEqual(
    [],
  );
}

describe('LINE audiences for the composer', () => {
  it('lists the account’s audiences from LINE with their status and size, paged as LINE pages them', async () => {
    const given = await givenAudiences();
    const all = await given.call('GET', `/line/${given.account.id}/audiences`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ page: 1, totalCount: 2, hasNextPage: false });
    expect(all.json().audiences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: given.ready, description: 'VIP', status: 'READY', audienceCount: 2 }),
        expect.objectContaining({
          id: given.pending,
          description: 'Uploading',
          status: 'IN_PROGRESS',
          audienceCount: 0,
        }),
      ]),
    );
    const first = await given.call('GET', `/line/${given.account.id}/audiences?size=1`);
    expect(first.json()).toMatchObject({ page: 1, totalCount: 2, hasNextPage: true });
    const second = await given.call('GET', `/line/${given.account.id}/audiences?size=1&page=2`);
    expect(second.json()).toMatchObject({ page: 2, hasNextPage: false });
    expect([...first.json().audiences, ...second.json().audiences].map((a) => a.id).sort()).toEqual(
      [given.ready, given.pending].sort(),
    );
  });

  it('refuses another hub’s account, a garbage id and a member without the broadcasts permission', async () => {
    const given = await givenAudiences();
    const stranger = await signedInMember(t);
    expect((await stranger.call('GET', `/line/${given.account.id}/audiences`)).statusCode).toBe(404);
    expect((await given.call('GET', '/line/nonsense/audiences')).json()).toMatchObject({
      code: 'error.notFound',
    });
    expect((await given.call('GET', `/line/${given.account.id}/audiences?size=41`)).statusCode).toBe(400);
    const noBroadcasts = await signedInMember(t, {
      hubId: given.hubId,
      permissions: { ...allPermissions(), permissionBroadcasts: false },
    });
    expect((await noBroadcasts.call('GET', `/line/${given.account.id}/audiences`)).statusCode).toBe(403);
  });

  it('refuses CRM lists and contact tokens with narrowcast, whose recipients LINE picks', async () => {
    const given = await givenAudiences();
    const listId = await givenFriendsInList(t, given, 'lists', 2);
    const save = (input: object) =>
      given.call('POST', '/line/broadcast-setting', {
        name: 'Narrow',
        accountId: given.account.id,
        messages: [{ type: 'text', text: 'Hello' }],
        ...input,
      });
    const withLists = await save({ narrowcast: true, targetLists: [listId] });
    expect(withLists.statusCode).toBe(400);
    expect(withLists.json()).toMatchObject({ code: 'broadcast.error.narrowcastWithLists' });
    const withTokens = await save({
      narrowcast: true,
      messages: [{ type: 'text', text: 'Hi {{firstname}}' }],
    });
    expect(withTokens.json()).toMatchObject({ code: 'broadcast.error.tokensWithNarrowcast' });
    // Turning narrowcast on later for a broadcast with lists is refused too, and changes nothing.
    const saved = await save({ targetLists: [listId] });
    const id = saved.json().id;
    const patched = await given.call('PATCH', '/line/broadcast-setting', { id, narrowcast: true });
    expect(patched.json()).toMatchObject({ code: 'broadcast.error.narrowcastWithLists' });
    expect((await given.call('GET', `/line/broadcast-setting/${id}`)).json()).toMatchObject({
      narrowcast: false,
      targetLists: [listId],
    });
    const narrow = await save({ narrowcast: true, lineAudiences: [given.ready] });
    expect(narrow.statusCode).toBe(200);
  });

  it('refuses contact tokens in any narrowcast, on save and on send, naming the token, and changes nothing', async () => {
    const given = await givenAudiences();
    const tokens = [{ type: 'text', text: 'Hi {{firstname}}, our sale starts today' }];
    const save = (input: object, lang = 'en') =>
      given.call('POST', `/line/broadcast-setting?lang=${lang}`, {
        name: 'Narrow',
        accountId: given.account.id,
        ...input,
      });
    // A demographic filter alone makes it a narrowcast: the message says so, in the reader's language.
    const filtered = await save(
      { narrowcast: true, demographic: { genders: ['female'] }, messages: tokens },
      'ja',
    );
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json()).toEqual({
      code: 'broadcast.error.tokensWithNarrowcast',
      msg: 'ナローキャスト（LINEオーディエンスや属性フィルター）ではコンタクト項目（{{firstname}}）を使えません。LINEは全員に同じメッセージを送ります。コンタクト項目を削除するか、ナローキャストをオフにしてください。',
    });
    const audience = await save(
      { narrowcast: true, lineAudiences: [given.ready], messages: tokens },
      'zh-TW',
    );
    expect(audience.json().msg).toBe(
      '窄播（LINE 受眾或人口統計篩選）無法使用聯絡人欄位（{{firstname}}）：LINE 會向每位收件人傳送相同的訊息。請移除該欄位，或關閉窄播。',
    );
    // The same tokens without narrowcast are a personalised broadcast, which is fine.
    expect((await save({ messages: tokens })).statusCode).toBe(200);

    // A saved narrowcast cannot take tokens later either.
    const saved = await save({
      narrowcast: true,
      lineAudiences: [given.ready],
      messages: [{ type: 'text', text: 'Hi' }],
    });
    const id = saved.json().id;
    const patched = await given.call('PATCH', '/line/broadcast-setting', { id, messages: tokens });
    expect(patched.json()).toMatchObject({ code: 'broadcast.error.tokensWithNarrowcast' });
    expect((await given.call('GET', `/line/broadcast-setting/${id}`)).json().messages).toEqual([
      { type: 'text', text: 'Hi' },
    ]);

    // A row that has them anyway (saved before the rule) is refused on send, and nothing goes to LINE.
    await expectRefusedOnSend(
      given,
      { lineAudiences: [given.ready], messages: [{ type: 'text', text: 'Hi {{firstname}}' }] },
      'broadcast.error.tokensWithNarrowcast',
    );
  });

  it('refuses on save an audience id that is not LINE’s or not in the account’s list, and changes nothing', async () => {
    const given = await givenAudiences();
    const save = (input: object, lang = 'en') =>
      given.call('POST', `/line/broadcast-setting?lang=${lang}`, {
        name: 'Narrow',
        accountId: given.account.id,
        narrowcast: true,
        messages: [{ type: 'text', text: 'Hello' }],
        ...input,
      });
    // LINE's ids are numbers: anything else would go out as `null`.
    for (const bad of ['abc', '12x', '0', '99999999999999999']) {
      const refused = await save({ lineAudiences: [given.ready, bad] }, 'ja');
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().fields, bad).toEqual({
        'lineAudiences.1': 'LINEオーディエンスIDではありません（数字のみ）。',
      });
    }
    const unknown = await save({ lineAudiences: [given.ready, '4242'] }, 'zh-TW');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'broadcast.error.unknownAudience',
      msg: 'LINE 受眾 4242 不在此帳號於 LINE 上的受眾清單中。請從清單重新選擇。',
    });
    // Another account's audience is not this account's, even in the same hub.
    const other = await givenAudiences();
    expect((await save({ lineAudiences: [other.ready] })).json().code).toBe(
      'broadcast.error.unknownAudience',
    );
    expect((await given.call('GET', '/line/broadcast-settings/draft')).json().total).toBe(0);

    const saved = await save({ lineAudiences: [given.ready] });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().id;
    const patched = await given.call('PATCH', '/line/broadcast-setting', { id, lineAudiences: ['4242'] });
    expect(patched.json()).toMatchObject({ code: 'broadcast.error.unknownAudience' });
    expect((await given.call('GET', `/line/broadcast-setting/${id}`)).json().lineAudiences).toEqual([
      given.ready,
    ]);
    // Many audiences are read page by page: the last page counts too.
    const client = t.deps.line.audiences({ platform: 'sandbox', accessToken: given.channel.accessToken });
    let last = '';
    for (let i = 0; i < 41; i++)
      last = String((await client.createAudienceGroup({ description: `A${i}` })).audienceGroupId);
    const paged = await given.call('PATCH', '/line/broadcast-setting', { id, lineAudiences: [last] });
    expect(paged.statusCode).toBe(200);
  });

  it('refuses to send a row saved with an id LINE cannot take, before anything goes out', async () => {
    const given = await givenAudiences();
    await expectRefusedOnSend(given, { lineAudiences: ['vip-list'] }, 'broadcast.error.unknownAudience');
  });
});
