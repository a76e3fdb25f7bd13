import { allPermissions, noPermissions, type Permissions } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenChat } from '../../test/chat-fixtures.ts';
import { type HubCall, signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenLineAccount } from '../../test/line-fixtures.ts';
import { templates } from './templates.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(async () => t.close());

/** A hub with two LINE accounts, and its quick-reply calls. */
async function givenQuickReplies() {
  const member = await signedInMember(t);
  const { account } = await givenLineAccount(t, member.hubId);
  const { account: second } = await givenLineAccount(t, member.hubId);
  const create = (input: object = {}) =>
    member.call('POST', '/template', {
      name: 'Opening hours',
      accountIds: [account.id],
      body: 'Hi {{firstname}}, we open at 9.',
      ...input,
    });
  const created = async (input: object = {}) => {
    const response = await create(input);
    if (response.statusCode !== 200) throw new Error(`not created: ${response.body}`);
    return response.json().template.id as string;
  };
  return { ...member, account, second, create, created };
}

const storedCount = async (hubId: string) =>
  (await t.deps.db.select().from(templates).where(eq(templates.hubId, hubId))).length;

describe('quick replies', () => {
  it('are created, read and edited at the spec’s singular and plural paths', async () => {
    const q = await givenQuickReplies();
    const response = await q.create({ accountIds: [q.account.id, q.second.id, q.account.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toBe('Quick reply created.');
    const { id } = response.json().template;
    expect(response.json().template).toMatchObject({
      name: 'Opening hours',
      status: 'enabled',
      accountIds: [q.account.id, q.second.id],
      body: 'Hi {{firstname}}, we open at 9.',
      folderId: null,
    });

    const edited = await q.call('PATCH', `/template/${id}`, {
      name: 'Hours',
      status: 'disabled',
      accountIds: [q.second.id],
      body: 'Closed today, {{ firstname }}.',
    });
    expect(edited.statusCode).toBe(200);
    const read = await q.call('GET', `/templates/${id}`);
    expect(read.json()).toMatchObject({
      name: 'Hours',
      status: 'disabled',
      accountIds: [q.second.id],
      body: 'Closed today, {{ firstname }}.',
    });
  });

  it('refuse another hub’s owner account, no account, NUL and oversize, in the reader’s language, writing nothing', async () => {
    const q = await givenQuickReplies();
    const other = await signedInMember(t);
    const { account: theirs } = await givenLineAccount(t, other.hubId);

    const foreign = await q.create({ accountIds: [q.account.id, theirs.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      code: 'template.error.accountNotInHub',
      fields: { 'accountIds.1': expect.any(String) },
    });
    const inLanguage = (lang: string) =>
      q.call('POST', `/template?lang=${lang}`, { name: 'x', accountIds: [theirs.id], body: 'x' });
    expect((await inLanguage('ja')).json().msg).toBe(
      'オーナーアカウントはこのハブのLINEアカウントから選んでください。',
    );
    expect((await inLanguage('zh-TW')).json().msg).toBe('請從此帳號的 LINE 官方帳號中選擇擁有者帳號。');
    expect((await q.create({ accountIds: [] })).json().code).toBe('error.validation');
    expect((await q.create({ body: 'a\u0000b' })).statusCode).toBe(400);
    expect((await q.create({ body: 'x'.repeat(5_001) })).statusCode).toBe(400);
    expect((await q.create({ name: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await q.create({ status: 'paused' })).statusCode).toBe(400);
    expect(await storedCount(q.hubId)).toBe(0);

    const id = await q.created();
    const patched = await q.call('PATCH', `/template/${id}`, {
      name: 'Taken over',
      accountIds: [theirs.id],
      body: 'x',
    });
    expect(patched.json().code).toBe('template.error.accountNotInHub');
    expect((await q.call('GET', `/templates/${id}`)).json().name).toBe('Opening hours');
  });

  it('are another hub’s business: not found from there, and not written', async () => {
    const q = await givenQuickReplies();
    const other = await signedInMember(t);
    const { account: theirs } = await givenLineAccount(t, other.hubId);
    const id = await q.created();

    expect((await other.call('GET', `/templates/${id}`)).statusCode).toBe(404);
    const patched = await other.call('PATCH', `/template/${id}`, {
      name: 'Stolen',
      accountIds: [theirs.id],
      body: 'x',
    });
    expect(patched.statusCode).toBe(404);
    expect((await q.call('GET', `/templates/${id}`)).json().name).toBe('Opening hours');
    expect((await q.call('GET', '/templates/not-a-uuid')).statusCode).toBe(404);
  });

  it('need permissionTemplates to be edited', async () => {
    const q = await givenQuickReplies();
    const id = await q.created();
    const agent = await signedInMember(t, {
      hubId: q.hubId,
      permissions: { ...allPermissions(), permissionTemplates: false },
    });
    expect((await agent.call('GET', `/templates/${id}`)).statusCode).toBe(403);
    expect(
      (await agent.call('POST', '/template', { name: 'x', accountIds: [q.account.id], body: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(await storedCount(q.hubId)).toBe(1);
  });
});

describe('quick replies in folders', () => {
  it('are created into the open folder (the hub’s only), and copied with their owners, status and body', async () => {
    const q = await givenQuickReplies();
    const other = await signedInMember(t);
    const folder = (await q.call('POST', '/template/folder', { name: 'Hours' })).json().folder.id;
    const theirFolder = (await other.call('POST', '/template/folder', { name: 'Theirs' })).json().folder.id;

    const filed = await q.create({ folderId: folder, status: 'disabled', accountIds: [q.second.id] });
    expect(filed.json().template.folderId).toBe(folder);
    expect((await q.create({ folderId: theirFolder })).statusCode).toBe(404);
    expect(await storedCount(q.hubId)).toBe(1);

    const copied = await q.call('POST', '/templates/duplicate', { ids: [filed.json().template.id] });
    expect(copied.statusCode).toBe(200);
    const { items } = (await q.call('GET', `/templates/folder/${folder}`)).json();
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item).toMatchObject({
        status: 'disabled',
        accountIds: [q.second.id],
        body: 'Hi {{firstname}}, we open at 9.',
      });
    }
  });
});

describe('the inbox composer’s quick replies', () => {
  /** A chat with a friend, its account and a second one of the hub, and the composer's search in it. */
  async function givenChatWithReplies(options: { permissions?: Permissions } = {}) {
    const chat = await givenChat(t);
    const accountId: string = (await chat.call('GET', '/line/inbox')).json().accounts.at(-1).id;
    const { account: second } = await givenLineAccount(t, chat.hubId);
    const created = async (input: object) => {
      const response = await chat.call('POST', '/template', {
        accountIds: [accountId],
        body: 'Hi {{firstname}}, we open at 9.',
        ...input,
      });
      if (response.statusCode !== 200) throw new Error(`not created: ${response.body}`);
    };
    const agent = options.permissions
      ? await signedInMember(t, { hubId: chat.hubId, permissions: options.permissions })
      : chat;
    const picks = (q = '', call: HubCall = agent.call) =>
      call('GET', `${chat.chat}/templates?q=${encodeURIComponent(q)}`);
    const names = async (q = '') =>
      (await picks(q)).json().templates.map((pick: { name: string }) => pick.name);
    return { ...chat, accountId, second, created, picks, names };
  }

  it('offers the enabled ones of the chat’s account by name, filled for its contact, to an inbox agent without the templates flag', async () => {
    const c = await givenChatWithReplies({ permissions: { ...noPermissions(), permissionInbox: true } });
    await c.created({ name: 'Opening hours' });
    await c.created({ name: 'Opening day', status: 'disabled' });
    await c.created({ name: 'Opening soon', accountIds: [c.second.id] });
    await c.created({ name: 'Both accounts: opening', accountIds: [c.second.id, c.accountId] });
    await c.created({ name: 'Directions', body: 'Mail {{ email }} or call.' });

    expect(await c.names()).toEqual(['Both accounts: opening', 'Directions', 'Opening hours']);
    expect(await c.names('open')).toEqual(['Both accounts: opening', 'Opening hours']);
    // LIKE's own characters are searched for as themselves.
    expect(await c.names('%')).toEqual([]);

    // The contact's properties fill the tokens; one it has no value for is left empty.
    const saved = await c.call('PATCH', `${c.chat}/properties`, { properties: { firstname: 'Ken' } });
    expect(saved.statusCode).toBe(200);
    const found = (await c.picks('hours')).json().templates;
    expect(found).toEqual([
      {
        id: expect.any(String),
        name: 'Opening hours',
        body: 'Hi {{firstname}}, we open at 9.',
        text: 'Hi Ken, we open at 9.',
      },
    ]);
    expect((await c.picks('directions')).json().templates[0].text).toBe('Mail  or call.');
  });

  it('is refused without the inbox flag, in another account’s path, for another hub and for bad input', async () => {
    const c = await givenChatWithReplies();
    await c.created({ name: 'Opening hours' });
    const other = await signedInMember(t);
    const none = await signedInMember(t, {
      hubId: c.hubId,
      permissions: { ...allPermissions(), permissionInbox: false },
    });
    expect((await c.picks('', none.call)).statusCode).toBe(403);
    expect((await c.picks('', other.call)).statusCode).toBe(404);
    expect((await c.call('GET', `/line/chat/${c.second.seq}/${c.vid}/templates`)).statusCode).toBe(404);
    expect((await c.call('GET', `/line/chat/${c.seq}/not-a-uuid/templates`)).statusCode).toBe(404);
    expect((await c.picks('x'.repeat(101))).statusCode).toBe(400);
    expect((await c.picks('a\u0000b')).statusCode).toBe(400);
  });
});

describe('enabling and disabling many', () => {
  it('changes what the composer offers, and only when every id is the hub’s', async () => {
    const q = await givenQuickReplies();
    const other = await signedInMember(t);
    const one = await q.created({ name: 'One' });
    const two = await q.created({ name: 'Two' });
    const statuses = async () =>
      Promise.all([one, two].map(async (id) => (await q.call('GET', `/templates/${id}`)).json().status));

    const disabled = await q.call('POST', '/templates/disableMany', { ids: [one, two] });
    expect(disabled.json()).toEqual({ msg: '2 quick replies disabled.', count: 2 });
    expect(await statuses()).toEqual(['disabled', 'disabled']);
    expect((await q.call('POST', '/templates/enableMany?lang=ja', { ids: [two] })).json().msg).toBe(
      '1件のクイック返信を有効にしました。',
    );
    expect(await statuses()).toEqual(['disabled', 'enabled']);

    // Another hub's call, or a selection with an id not the hub's, changes nothing.
    expect((await other.call('POST', '/templates/enableMany', { ids: [one] })).statusCode).toBe(404);
    expect((await q.call('POST', '/templates/enableMany', { ids: [one, 'garbage'] })).statusCode).toBe(404);
    expect((await q.call('POST', '/templates/enableMany', { ids: [] })).statusCode).toBe(400);
    expect(await statuses()).toEqual(['disabled', 'enabled']);
  });
});
