import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenSandboxAccount } from '../../test/line-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(async () => t.close());

const PATH = '/line/notification-templates';
/** The documented example (template docs): a shipment with its date emphasized. */
const shipment = {
  name: 'Shipped',
  region: 'ja',
  templateKey: 'shipment_completed_ja',
  emphasizedItem: { itemKey: 'date_002_ja', content: '8月10日(土)' },
  items: [
    { itemKey: 'time_range_001_ja', content: '午前中' },
    { itemKey: 'number_001_ja', content: '1234567' },
  ],
  buttons: [{ buttonKey: 'check_delivery_status_ja', url: 'https://example.com/track/1234567' }],
};

async function given() {
  const member = await signedInMember(t);
  const list = async (path = PATH) => (await member.call('GET', path)).json();
  const create = async (body: object = shipment) => member.call('POST', PATH, body);
  return { ...member, list, create };
}

describe('notification templates (messaging.md §7)', () => {
  it('creates, reads, updates with _id, and lists templates with their folders', async () => {
    const h = await given();
    const created = await h.create();
    expect(created.json()).toMatchObject({
      msg: 'Notification template saved.',
      template: { ...shipment, folderId: null },
    });
    const id: string = created.json().template._id;

    const one = await h.list(`${PATH}/${id}`);
    expect(one).toMatchObject({
      templates: [{ _id: id, name: 'Shipped' }],
      folderName: null,
      folderId: null,
      folders: [],
    });

    const changed = await h.call('PUT', `${PATH}/${id}?lang=ja`, { ...shipment, _id: id, name: '発送済み' });
    expect(changed.json()).toMatchObject({
      msg: '通知テンプレートを更新しました。',
      template: { name: '発送済み' },
    });
    const mismatch = await h.call('PUT', `${PATH}/${id}`, {
      ...shipment,
      _id: '00000000-0000-4000-8000-000000000000',
    });
    expect(mismatch.json().code).toBe('notificationTemplate.error.idMismatch');

    expect(await h.list()).toMatchObject({
      templates: [{ _id: id, name: '発送済み' }],
      total: 1,
      folderName: null,
      folderId: null,
    });
  });

  it('keeps folders on the same path: create and rename with folder true, open, move, duplicate, delete', async () => {
    const h = await given();
    const folder = (await h.create({ folder: true, name: 'Orders' })).json();
    expect(folder).toMatchObject({ msg: 'Folder created.', folder: { name: 'Orders', count: 0 } });
    const folderId: string = folder.folder.id;
    const renamed = await h.call('PUT', `${PATH}/${folderId}`, {
      folder: true,
      _id: folderId,
      name: 'Shop orders',
    });
    expect(renamed.json()).toMatchObject({
      msg: 'Folder renamed.',
      folder: { id: folderId, name: 'Shop orders' },
    });

    const id: string = (await h.create()).json().template._id;
    const moved = await h.call('POST', `${PATH}/move`, { ids: [id], folderId });
    expect(moved.json()).toEqual({ msg: 'Moved.', count: 1 });
    const again = await h.call('POST', `${PATH}/move?lang=zh-TW`, { ids: [id], folderId });
    expect(again.json()).toMatchObject({
      code: 'library.error.sameFolder',
      msg: '所選項目已在此資料夾中。',
    });

    const inFolder = await h.list(`${PATH}/folder/${folderId}`);
    expect(inFolder).toMatchObject({
      templates: [{ _id: id }],
      folderName: 'Shop orders',
      folderId,
      folders: [{ id: folderId, count: 1 }],
    });

    const refused = await h.call('DELETE', `${PATH}/${folderId}?lang=ja`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(
      'アイテムのあるフォルダは削除できません。先にアイテムを移動または削除してください。',
    );

    expect((await h.call('POST', `${PATH}/duplicate`, { ids: [id], target: null })).json()).toEqual({
      msg: 'Duplicated.',
      count: 1,
    });
    const all = await h.list();
    // Newest change first: the copy, then the original in its folder.
    expect(
      all.templates.map((tpl: { name: string; folderId: string | null }) => [tpl.name, tpl.folderId]),
    ).toEqual([
      ['Shipped (copy)', null],
      ['Shipped', folderId],
    ]);

    expect((await h.call('POST', `${PATH}/deleteMany`, { ids: [id] })).json()).toEqual({
      msg: 'Deleted.',
      count: 1,
    });
    expect((await h.call('DELETE', `${PATH}/${folderId}`)).json()).toEqual({ msg: 'Folder deleted.' });
    expect((await h.list()).folders).toEqual([]);
  });

  it.each([
    [
      'the same item key twice',
      { items: [...shipment.items, { itemKey: 'date_002_ja', content: 'x' }] },
      'items.2.itemKey',
      'The same item key cannot be used twice.',
      '同じ項目キーは2回使用できません。',
      '同一個項目鍵不能使用兩次。',
    ],
    [
      'an invalid URL',
      { buttons: [{ buttonKey: 'contact_ja', url: 'javascript:alert(1)' }] },
      'buttons.0.url',
      'Enter a valid URL starting with https:// or http://.',
      'https:// または http:// で始まる有効なURLを入力してください。',
      '請輸入以 https:// 或 http:// 開頭的有效網址。',
    ],
    [
      'an unknown template key',
      { templateKey: 'reserve_004' },
      'templateKey',
      'LINE offers no notification template with this key.',
      'このキーの通知テンプレートはLINEにありません。',
      'LINE 沒有此鍵的通知範本。',
    ],
    [
      'a template of another region',
      { region: 'tw' },
      'templateKey',
      'This template is not offered in the chosen region.',
      'このテンプレートは選択した地域では利用できません。',
      '所選地區不提供此範本。',
    ],
    [
      'an item the template does not take',
      { items: [{ itemKey: 'order_date_001', content: 'x' }] },
      'items.0.itemKey',
      "This item is not one of the chosen template's items.",
      'この項目は選択したテンプレートの項目ではありません。',
      '此項目不屬於所選範本。',
    ],
    [
      'a NUL character',
      { name: 'a\u0000b' },
      'name',
      'This text contains a character that cannot be saved.',
      undefined,
      undefined,
    ],
  ])('refuses %s in en, ja and zh-TW, and writes nothing', async (_case, change, field, en, ja, zh) => {
    const h = await given();
    for (const [lang, text] of [
      ['en', en],
      ['ja', ja],
      ['zh-TW', zh],
    ] as const) {
      const refused = await h.call('POST', `${PATH}?lang=${lang}`, { ...shipment, ...change });
      expect(refused.statusCode).toBe(400);
      if (text) expect(refused.json().fields[field]).toBe(text);
    }
    expect((await h.list()).total).toBe(0);
  });

  it('answers 404 for another hub’s template and folder, and moves nothing into another hub’s folder', async () => {
    const owner = await given();
    const id: string = (await owner.create()).json().template._id;
    const folderId: string = (await owner.create({ folder: true, name: 'Theirs' })).json().folder.id;
    const stranger = await given();
    const mine: string = (await stranger.create()).json().template._id;
    for (const [method, path, body] of [
      ['GET', `${PATH}/${id}`, undefined],
      ['PUT', `${PATH}/${id}`, { ...shipment, _id: id }],
      ['DELETE', `${PATH}/${id}`, undefined],
      ['DELETE', `${PATH}/${folderId}`, undefined],
      ['GET', `${PATH}/folder/${folderId}`, undefined],
      ['POST', `${PATH}/move`, { ids: [mine], folderId }],
      ['POST', `${PATH}/deleteMany`, { ids: [id] }],
    ] as const) {
      expect((await stranger.call(method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await owner.list()).templates).toHaveLength(1);
  });
});

describe('sending a template as a LINE notification message', () => {
  it('reaches the LINE user with that phone number and records LINE’s delivery event against the send', async () => {
    const h = await givenSandboxAccount(t);
    const phone = `+8190${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const user = h.control.createUser({ displayName: 'Yui', phoneNumber: phone });
    const id: string = (await h.call('POST', PATH, shipment)).json().template._id;

    const sent = await h.call('POST', `${PATH}/${id}/test`, { accountId: h.accountId, phone });
    expect(sent.json()).toEqual({ msg: 'Sent Success.' });
    const [entry] = h.control.inbox(h.channel.channelId, user.userId);
    expect(entry?.via).toBe('pnpTemplated');
    expect(entry?.message).toMatchObject({
      type: 'pnpTemplate',
      templateKey: 'shipment_completed_ja',
      view: {
        title: '商品を発送しました',
        emphasized: { label: 'お届け予定日', content: '8月10日(土)' },
        items: [
          { label: 'お届け時間帯', content: '午前中' },
          { label: '注文番号', content: '1234567' },
        ],
        buttons: [{ label: '配送状況を確認', url: 'https://example.com/track/1234567' }],
      },
    });
    // The sandbox found the user by the number's SHA-256 hash: LINE never gets the number itself.
    expect(
      h.control.requests({ channelId: h.channel.channelId, path: '/v2/bot/message/pnp/templated/push' }),
    ).toHaveLength(1);

    const sends = await eventually(
      async () => (await h.call('GET', `${PATH}/${id}/sends`)).json().sends,
      (rows: { status: string }[]) => rows[0]?.status === 'delivered',
    );
    expect(sends).toEqual([
      expect.objectContaining({ origin: 'test', status: 'delivered', deliveredAt: expect.any(String) }),
    ]);
  });

  it('refuses a number outside the template’s region and says when LINE reaches no one', async () => {
    const h = await givenSandboxAccount(t);
    const id: string = (await h.call('POST', PATH, shipment)).json().template._id;
    const abroad = await h.call('POST', `${PATH}/${id}/test?lang=ja`, {
      accountId: h.accountId,
      phone: '+886912345678',
    });
    expect(abroad.json()).toMatchObject({
      code: 'notificationTemplate.error.phoneRegion',
      msg: 'このテンプレートの地域では +81 で始まる番号にのみ送信できます。',
    });
    const nobody = await h.call('POST', `${PATH}/${id}/test`, {
      accountId: h.accountId,
      phone: '+819011112222',
    });
    expect(nobody.json().code).toBe('broadcast.error.testPhoneUnreachable');
    expect((await h.call('GET', `${PATH}/${id}/sends`)).json().sends).toEqual([
      expect.objectContaining({ status: 'failed', error: 'Failed to send messages' }),
    ]);
  });
});
