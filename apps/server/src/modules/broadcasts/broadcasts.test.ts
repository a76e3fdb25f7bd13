import { allPermissions } from '@hubline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenBroadcaster, minutesFromNow } from '../../test/broadcast-fixtures.ts';
import { createContacts, signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('composing broadcasts', () => {
  it('creates a draft, edits only the named fields, and reads it back', async () => {
    const b = await givenBroadcaster(t);
    const created = await b.create({ name: 'Spring sale', nonTracking: true });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      msg: 'Broadcast saved.',
      broadcast: {
        status: 'draft',
        type: 'broadcast',
        accountId: b.account.id,
        nonTracking: true,
        numberOfBroadcasts: 0,
      },
    });
    const id = created.json().id;
    const edited = await b.call('PATCH', '/line/broadcast-setting', { id, name: 'Summer sale' });
    expect(edited.statusCode).toBe(200);
    // Fields the patch did not name keep their values (no defaults applied).
    expect((await b.get(id)).json()).toMatchObject({
      name: 'Summer sale',
      nonTracking: true,
      messages: [{ type: 'text' }],
    });
  });

  it('refuses bad input with a translated 400 and saves nothing', async () => {
    const b = await givenBroadcaster(t);
    const invalidJson = await b.call('POST', '/line/broadcast-setting?lang=ja', {
      name: 'JSON',
      accountId: b.account.id,
      messages: [
        { type: 'text', text: 'hi' },
        { type: 'json', json: '{"type": "text", ' },
      ],
    });
    expect(invalidJson.statusCode).toBe(400);
    expect(invalidJson.json()).toMatchObject({
      code: 'broadcast.error.invalidJson',
      msg: 'メッセージ 2 は正しい JSON オブジェクトではありません。',
    });
    const arrayJson = await b.create({ messages: [{ type: 'json', json: '[1, 2]' }] });
    expect(arrayJson.json().code).toBe('broadcast.error.invalidJson');

    const other = await givenBroadcaster(t);
    expect((await b.create({ accountId: other.account.id })).json().code).toBe('broadcast.error.noAccount');
    expect((await b.create({ targetLists: ['no-such-list'] })).json().code).toBe(
      'broadcast.error.unknownList',
    );
    const tokens = await b.create({
      lineAudiences: ['123'],
      messages: [{ type: 'text', text: 'Hi {{firstname}}' }],
    });
    expect(tokens.json()).toMatchObject({ code: 'broadcast.error.tokensWithNarrowcast' });
    expect((await b.create({ name: '' })).statusCode).toBe(400);

    const list = await b.call('GET', '/line/broadcast-settings/draft');
    expect(list.json().total).toBe(0);
  });

  it('targets and excludes the hub’s CRM lists', async () => {
    const b = await givenBroadcaster(t);
    const [contact] = await createContacts(b.call, [{ firstname: 'Mei', email: 'mei@example.com' }]);
    const list = (await b.call('POST', '/lists', { kind: 'static', name: 'VIP' })).json().list;
    await b.call('POST', `/lists/${list.id}/members`, { contactIds: [contact] });
    const created = await b.create({ targetLists: [list.id], excludeLists: [] });
    expect(created.json().broadcast.targetLists).toEqual([list.id]);
    // Another hub cannot target it.
    const other = await givenBroadcaster(t);
    expect((await other.create({ targetLists: [list.id] })).json().code).toBe('broadcast.error.unknownList');
  });

  it('lists a tab with counts by status, folders and filters', async () => {
    const b = await givenBroadcaster(t);
    const folder = (await b.call('POST', '/line/broadcast-settings/folders', { name: 'Campaigns' })).json()
      .folder;
    await b.created({ name: 'Alpha news', folderId: folder.id });
    await b.created({ name: 'Beta news', type: 'automation' });
    const archived = await b.created({ name: 'Old news', broadcastDate: minutesFromNow(-60 * 24 * 2) });
    await b.action('archive', [archived]);

    const all = (await b.call('GET', '/line/broadcast-settings/draft')).json();
    expect(all).toMatchObject({
      total: 3,
      draft: 2,
      archived: 1,
      scheduled: 0,
      settings: { autoArchive: false },
    });
    expect(all.items.map((item: { name: string }) => item.name).sort()).toEqual(['Alpha news', 'Beta news']);
    expect(all.folders).toEqual([{ id: folder.id, name: 'Campaigns', count: 1 }]);

    const search = (await b.call('GET', '/line/broadcast-settings/draft?search=alpha')).json();
    expect(search.items.map((item: { name: string }) => item.name)).toEqual(['Alpha news']);
    expect(search.draft).toBe(1);
    const automations = (await b.call('GET', '/line/broadcast-settings/draft?type=automation')).json();
    expect(automations.items.map((item: { name: string }) => item.name)).toEqual(['Beta news']);
    const inFolder = (await b.call('GET', `/line/broadcast-settings/draft/folder/${folder.id}`)).json();
    expect(inFolder.items.map((item: { name: string }) => item.name)).toEqual(['Alpha news']);
    const future = minutesFromNow(60 * 24);
    const custom = (
      await b.call(
        'GET',
        `/line/broadcast-settings/draft?dateRange=custom&from=${encodeURIComponent(future)}`,
      )
    ).json();
    expect(custom.total).toBe(0);
    const rolling = (
      await b.call('GET', '/line/broadcast-settings/archived?dateRange=rolling&rolling=7')
    ).json();
    expect(rolling.items.map((item: { name: string }) => item.name)).toEqual(['Old news']);
    expect((await b.call('GET', '/line/broadcast-settings/draft?rolling=3')).statusCode).toBe(400);
  });

  it('answers 404 for another hub’s broadcasts and 403 without permissionBroadcasts', async () => {
    const owner = await givenBroadcaster(t);
    const id = await owner.created();
    const stranger = await givenBroadcaster(t);
    expect((await stranger.get(id)).statusCode).toBe(404);
    expect((await stranger.call('PATCH', '/line/broadcast-setting', { id, name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await stranger.call('DELETE', `/line/broadcast-setting/${id}`)).statusCode).toBe(404);
    for (const action of ['archive', 'deleteMany', 'schedule', 'execute', 'duplicate']) {
      expect((await stranger.action(action, [id])).statusCode, action).toBe(404);
    }
    expect((await stranger.call('POST', `/line/broadcast-setting/${id}/create-ab-test`)).statusCode).toBe(
      404,
    );
    expect((await owner.get(id)).json()).toMatchObject({ name: 'Spring sale', status: 'draft' });

    const noBroadcasts = await signedInMember(t, {
      hubId: owner.hubId,
      permissions: { ...allPermissions(), permissionBroadcasts: false },
    });
    expect((await noBroadcasts.call('GET', `/line/broadcast-setting/${id}`)).statusCode).toBe(403);
    expect((await noBroadcasts.call('GET', '/line/broadcast-settings/draft')).statusCode).toBe(403);
    expect(
      (await noBroadcasts.call('POST', '/line/broadcast-setting/archive', { ids: [id] })).statusCode,
    ).toBe(403);
  });
});
