import { allPermissions, noPermissions } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HubCall, signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenLineAccount } from '../../test/line-fixtures.ts';
import { templates } from './templates.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
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
  const picks = (call: HubCall, seq: number, q = '') =>
    call('GET', `/line/inbox/${seq}/templates?q=${encodeURIComponent(q)}`);
  return { ...member, account, second, create, created, picks };
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
    expect(read.json().template).toMatchObject({
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
    expect((await q.call('GET', `/templates/${id}`)).json().template.name).toBe('Opening hours');
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
    expect((await q.call('GET', `/templates/${id}`)).json().template.name).toBe('Opening hours');
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

describe('the inbox composer’s quick replies', () => {
  it('offers the enabled ones of the chat’s account, by name, to an inbox agent without the templates flag', async () => {
    const q = await givenQuickReplies();
    await q.created({ name: 'Opening hours' });
    await q.created({ name: 'Opening day', status: 'disabled' });
    await q.created({ name: 'Opening soon', accountIds: [q.second.id] });
    await q.created({ name: 'Both accounts: opening', accountIds: [q.second.id, q.account.id] });
    await q.created({ name: 'Directions' });
    const agent = await signedInMember(t, {
      hubId: q.hubId,
      permissions: { ...noPermissions(), permissionInbox: true },
    });

    const all = await q.picks(agent.call, q.account.seq);
    expect(all.statusCode).toBe(200);
    expect(all.json().templates.map((pick: { name: string }) => pick.name)).toEqual([
      'Both accounts: opening',
      'Directions',
      'Opening hours',
    ]);
    const found = await q.picks(agent.call, q.account.seq, 'open');
    expect(found.json().templates.map((pick: { name: string }) => pick.name)).toEqual([
      'Both accounts: opening',
      'Opening hours',
    ]);
    expect(found.json().templates[1].body).toBe('Hi {{firstname}}, we open at 9.');
    // LIKE's own characters are searched for as themselves.
    expect((await q.picks(agent.call, q.account.seq, '%')).json().templates).toEqual([]);
    const second = await q.picks(agent.call, q.second.seq, 'open');
    expect(second.json().templates.map((pick: { name: string }) => pick.name)).toEqual([
      'Both accounts: opening',
      'Opening soon',
    ]);
  });

  it('is refused without the inbox flag and for another hub’s account', async () => {
    const q = await givenQuickReplies();
    const other = await signedInMember(t);
    const none = await signedInMember(t, {
      hubId: q.hubId,
      permissions: { ...allPermissions(), permissionInbox: false },
    });
    expect((await q.picks(none.call, q.account.seq)).statusCode).toBe(403);
    expect((await q.picks(other.call, q.account.seq)).statusCode).toBe(404);
    expect((await q.picks(q.call, 999)).statusCode).toBe(404);
  });
});

describe('enabling and disabling many', () => {
  it('changes what the composer offers, and only when every id is the hub’s', async () => {
    const q = await givenQuickReplies();
    const other = await signedInMember(t);
    const one = await q.created({ name: 'One' });
    const two = await q.created({ name: 'Two' });
    const names = async () =>
      (await q.picks(q.call, q.account.seq)).json().templates.map((pick: { name: string }) => pick.name);

    const disabled = await q.call('POST', '/templates/disableMany', { ids: [one, two] });
    expect(disabled.json()).toEqual({ msg: '2 quick replies disabled.', count: 2 });
    expect(await names()).toEqual([]);
    expect((await q.call('POST', '/templates/enableMany?lang=ja', { ids: [two] })).json().msg).toBe(
      '1件のクイック返信を有効にしました。',
    );
    expect(await names()).toEqual(['Two']);

    // Another hub's call, or a selection with an id not the hub's, changes nothing.
    expect((await other.call('POST', '/templates/enableMany', { ids: [one] })).statusCode).toBe(404);
    expect((await q.call('POST', '/templates/enableMany', { ids: [one, 'garbage'] })).statusCode).toBe(404);
    expect((await q.call('POST', '/templates/enableMany', { ids: [] })).statusCode).toBe(400);
    expect(await names()).toEqual(['Two']);
  });
});
