import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenBroadcaster } from '../../test/broadcast-fixtures.ts';
import { eventually, startTestApp, type TestApp } from '../../test/harness.ts';
import { hubs } from '../hubs/hubs.schema.ts';
import { autoArchiveSentBroadcasts, BROADCASTS_AUTO_ARCHIVE } from './auto-archive.job.ts';
import { broadcasts } from './broadcasts.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const DAY_MS = 86_400_000;
const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name).sort();

describe('organising broadcasts', () => {
  it('makes version B of an A/B test and cancelling deletes B for good', async () => {
    const b = await givenBroadcaster(t);
    const a = await b.created({ name: 'Launch' });
    const created = await b.call('POST', `/line/broadcast-setting/${a}/create-ab-test`);
    expect(created.json()).toMatchObject({
      msg: 'Version B created.',
      broadcast: { name: 'Launch (B)', status: 'draft' },
    });
    const versionB = created.json().id;
    expect((await b.get(a)).json().abTest).toEqual({
      pairId: versionB,
      variant: 'A',
      splitPercent: 50,
      winnerRule: 'opened',
    });
    expect((await b.get(versionB)).json().abTest).toMatchObject({ pairId: a, variant: 'B' });
    expect((await b.call('POST', `/line/broadcast-setting/${a}/create-ab-test`)).json().code).toBe(
      'broadcast.error.abExists',
    );

    const split = await b.call('PATCH', '/line/broadcast-setting', {
      id: a,
      abTest: { splitPercent: 70, winnerRule: 'clicked' },
    });
    expect(split.json().broadcast.abTest).toMatchObject({ splitPercent: 70, winnerRule: 'clicked' });
    expect((await b.get(versionB)).json().abTest).toMatchObject({ splitPercent: 70, winnerRule: 'clicked' });

    // Not while the pair is on its way, nor once it went out: the sent pair is the test's record.
    for (const status of ['sending', 'sent'] as const) {
      await t.deps.db.update(broadcasts).set({ status }).where(eq(broadcasts.id, a));
      const kept = await b.call('POST', `/line/broadcast-setting/${versionB}/cancel-ab-test`);
      expect(kept.json().code, status).toBe('broadcast.error.sentIsRecord');
      expect((await b.get(versionB)).statusCode).toBe(200);
    }
    await t.deps.db.update(broadcasts).set({ status: 'draft' }).where(eq(broadcasts.id, a));

    expect((await b.call('POST', `/line/broadcast-setting/${versionB}/cancel-ab-test`)).statusCode).toBe(200);
    expect((await b.get(versionB)).statusCode).toBe(404);
    expect((await b.get(a)).json()).toMatchObject({ name: 'Launch', abTest: null });
  });

  it('sends an A/B pair together: a version whose other version is not ready is refused and stays a draft', async () => {
    const b = await givenBroadcaster(t);
    const a = await b.created({ name: 'Pair' });
    const versionB = (await b.call('POST', `/line/broadcast-setting/${a}/create-ab-test`)).json().id;
    // Version A was tested, version B not.
    await t.deps.db.update(broadcasts).set({ testSentAt: new Date() }).where(eq(broadcasts.id, a));
    const refused = await b.action('execute', [a]);
    expect(refused.json()).toMatchObject({
      code: 'broadcast.error.testRequired',
      msg: 'Please send a test message to the user before execution.',
    });
    expect((await b.get(a)).json().status).toBe('draft');
    expect((await b.get(versionB)).json().status).toBe('draft');
    // Half a pair does not go alone: with B already gone, A is refused.
    await t.deps.db
      .update(broadcasts)
      .set({ testSentAt: new Date(), status: 'sent' })
      .where(eq(broadcasts.id, versionB));
    expect((await b.action('execute', [a])).json().code).toBe('broadcast.error.wrongStatus');
    expect((await b.get(a)).json().status).toBe('draft');
  });

  it('archives and restores to the status before', async () => {
    const b = await givenBroadcaster(t);
    const draft = await b.created({ name: 'Draft one' });
    const sent = await b.created({ name: 'Sent one' });
    await t.deps.db.update(broadcasts).set({ status: 'sent' }).where(eq(broadcasts.id, sent));
    expect((await b.action('archive', [draft, sent])).json()).toEqual({ msg: 'Archived.', count: 2 });
    expect((await b.get(sent)).json().status).toBe('archived');
    expect((await b.action('restore-archive', [draft, sent])).json().count).toBe(2);
    expect((await b.get(draft)).json().status).toBe('draft');
    expect((await b.get(sent)).json().status).toBe('sent');
    expect((await b.action('restore-archive', [draft])).statusCode).toBe(404);
  });

  it('moves into folders, duplicates as drafts, deletes, and keeps a folder with items', async () => {
    const b = await givenBroadcaster(t);
    const folder = (await b.call('POST', '/line/broadcast-settings/folders', { name: 'Q1' })).json().folder;
    const one = await b.created({ name: 'One' });
    const two = await b.created({ name: 'Two' });
    expect(
      (await b.call('POST', '/line/broadcast-setting/move', { ids: [one, two], target: folder.id })).json()
        .count,
    ).toBe(2);
    expect(names((await b.call('GET', `/line/broadcast-settings/draft/folder/${folder.id}`)).json())).toEqual(
      ['One', 'Two'],
    );

    const refused = await b.call('DELETE', `/line/broadcast-settings/folders/${folder.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('broadcast.error.folderNotEmpty');

    await t.deps.db.update(broadcasts).set({ testSentAt: new Date() }).where(eq(broadcasts.id, one));
    const copies = await b.call('POST', '/line/broadcast-setting/duplicate', { ids: [one], target: null });
    expect(copies.json()).toEqual({ msg: 'Duplicated.', count: 1 });
    const copy = await b.call('POST', `/line/broadcast-setting/${two}/duplicate`, {});
    expect(copy.json().broadcast).toMatchObject({
      name: 'Two (copy)',
      folderId: folder.id,
      status: 'draft',
      testSentAt: null,
    });
    const all = (await b.call('GET', '/line/broadcast-settings/draft')).json();
    expect(names(all)).toEqual(['One', 'One (copy)', 'Two', 'Two (copy)']);
    expect(all.items.find((item: { name: string }) => item.name === 'One (copy)')).toMatchObject({
      folderId: null,
      testSentAt: null,
    });

    const renamed = await b.call('PATCH', `/line/broadcast-settings/folders/${folder.id}`, {
      name: 'Quarter 1',
    });
    expect(renamed.json().folder).toEqual({ id: folder.id, name: 'Quarter 1', count: 3 });
    expect((await b.action('deleteMany', [one, two])).json().count).toBe(2);
    expect((await b.call('DELETE', `/line/broadcast-setting/${copy.json().id}`)).statusCode).toBe(200);
    expect((await b.call('DELETE', `/line/broadcast-settings/folders/${folder.id}`)).json().msg).toBe(
      'Folder deleted.',
    );
    expect((await b.call('GET', '/line/broadcast-settings/folders')).json().folders).toEqual([]);
  });

  it('does not delete a broadcast on its way, alone or with others', async () => {
    const b = await givenBroadcaster(t);
    const sending = await b.created({ name: 'On its way' });
    const draft = await b.created({ name: 'Still a draft' });
    await t.deps.db.update(broadcasts).set({ status: 'sending' }).where(eq(broadcasts.id, sending));
    const refusal = {
      code: 'broadcast.error.wrongStatus',
      msg: '"On its way" cannot do this in its current status.',
    };
    const single = await b.call('DELETE', `/line/broadcast-setting/${sending}`);
    expect(single.statusCode).toBe(409);
    expect(single.json()).toEqual(refusal);
    // The whole request is refused: the draft beside it stays too.
    expect((await b.action('deleteMany', [draft, sending])).json()).toEqual(refusal);
    expect((await b.get(sending)).json().status).toBe('sending');
    expect((await b.get(draft)).json().status).toBe('draft');
  });

  it('exports CSV with a UTF-8 byte-order mark and a timestamped name', async () => {
    const b = await givenBroadcaster(t);
    const id = await b.created({ name: '春のセール, 2026' });
    const response = await b.action('export', [id]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="LINE-Broadcasts-\d{8}-\d{6}\.csv"$/,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = response.body.slice(1).split('\r\n');
    expect(header).toBe('name,status,type,broadcastDate,numberOfBroadcasts,updatedAt');
    expect(row).toMatch(/^"春のセール, 2026",draft,broadcast,,0,\d{4}-/);
  });

  it('exports times on the hub clock with their offset, and names the file by that clock', async () => {
    const b = await givenBroadcaster(t);
    await t.deps.db.update(hubs).set({ timezone: 'Asia/Taipei' }).where(eq(hubs.id, b.hubId));
    const id = await b.created({ name: 'Night sale' });
    await t.deps.db
      .update(broadcasts)
      .set({ broadcastDate: new Date('2026-11-26T20:30:00Z'), updatedAt: new Date('2026-11-26T10:16:05Z') })
      .where(eq(broadcasts.id, id));
    const before = Date.now();
    const response = await b.action('export', [id]);
    expect(response.body.split('\r\n')[1]).toBe(
      'Night sale,draft,broadcast,2026-11-27T04:30:00+08:00,0,2026-11-26T18:16:05+08:00',
    );
    const [, stamp = ''] =
      /LINE-Broadcasts-(\d{8}-\d{6})\.csv/.exec(response.headers['content-disposition'] ?? '') ?? [];
    // Taipei's hour when the export was asked for and when it answered (the same unless the hour turned).
    const taipeiHour = (ms: number) =>
      new Date(ms + 8 * 3_600_000).toISOString().slice(0, 13).replace(/-/g, '');
    expect([taipeiHour(before), taipeiHour(Date.now())]).toContain(stamp.replace('-', 'T').slice(0, 11));
  });

  it('exports a name that looks like a formula as text', async () => {
    const b = await givenBroadcaster(t);
    const id = await b.created({ name: '=HYPERLINK("https://evil.example","Open")' });
    const row = (await b.action('export', [id])).body.split('\r\n')[1];
    expect(row).toMatch(/^"'=HYPERLINK\(""https:\/\/evil\.example"",""Open""\)",draft,/);
  });

  it('keeps the auto-archive settings and the daily sweep archives old sent regular broadcasts only', async () => {
    const b = await givenBroadcaster(t);
    expect((await b.call('GET', '/broadcasts-config')).json()).toEqual({
      autoArchive: false,
      autoArchiveDays: 90,
    });
    const saved = await b.call('PATCH', '/broadcasts-config', { autoArchive: true, autoArchiveDays: 30 });
    expect(saved.json()).toEqual({
      msg: 'Broadcast settings saved.',
      settings: { autoArchive: true, autoArchiveDays: 30 },
    });
    expect(
      (await b.call('PATCH', '/broadcasts-config', { autoArchive: true, autoArchiveDays: 0 })).statusCode,
    ).toBe(400);

    const old = await b.created({ name: 'Old' });
    // Sent recently with "Send now", its draft holding a date long past it never used: not old.
    const recent = await b.created({
      name: 'Recent',
      broadcastDate: new Date(Date.now() - 60 * DAY_MS).toISOString(),
    });
    const oldRecurring = await b.created({ name: 'Old recurring', type: 'recurring' });
    const longAgo = new Date(Date.now() - 40 * DAY_MS);
    for (const [id, date] of [
      [old, longAgo],
      [recent, new Date(Date.now() - 5 * DAY_MS)],
      [oldRecurring, longAgo],
    ] as const) {
      await t.deps.db
        .update(broadcasts)
        .set({ status: 'sent', sendingStartedAt: date })
        .where(eq(broadcasts.id, id));
    }
    // Another hub without auto-archive keeps its old sent broadcast.
    const other = await givenBroadcaster(t);
    const othersOld = await other.created();
    await t.deps.db
      .update(broadcasts)
      .set({ status: 'sent', sendingStartedAt: longAgo })
      .where(eq(broadcasts.id, othersOld));

    // The daily job, through the queue as its schedule runs it.
    await t.deps.queue.send(BROADCASTS_AUTO_ARCHIVE, {});
    const archived = await eventually(
      async () => (await b.get(old)).json().status,
      (status) => status === 'archived',
    );
    expect(archived).toBe('archived');
    expect((await b.get(recent)).json().status).toBe('sent');
    expect((await b.get(oldRecurring)).json().status).toBe('sent');
    expect((await other.get(othersOld)).json().status).toBe('sent');
  });

  it('auto-archives an A/B pair together when version A is due, and version B never alone', async () => {
    const b = await givenBroadcaster(t);
    await b.call('PATCH', '/broadcasts-config', { autoArchive: true, autoArchiveDays: 30 });
    const longAgo = new Date(Date.now() - 40 * DAY_MS);
    const recently = new Date(Date.now() - 5 * DAY_MS);
    type Outcome = { status: 'sent' | 'failure'; sendingStartedAt: Date };
    const givenPair = async (name: string, a: Outcome, versionB: Outcome) => {
      const id = await b.created({ name });
      const idB: string = (await b.call('POST', `/line/broadcast-setting/${id}/create-ab-test`)).json().id;
      await t.deps.db.update(broadcasts).set(a).where(eq(broadcasts.id, id));
      await t.deps.db.update(broadcasts).set(versionB).where(eq(broadcasts.id, idB));
      return { a: id, b: idB };
    };
    const status = async (id: string) => (await b.get(id)).json().status;
    const sentOld = { status: 'sent', sendingStartedAt: longAgo } as const;
    const due = await givenPair('Due', sentOld, sentOld);
    const dueBFailed = await givenPair('Due, B failed', sentOld, {
      status: 'failure',
      sendingStartedAt: longAgo,
    });
    const aFailed = await givenPair('A failed', { status: 'failure', sendingStartedAt: longAgo }, sentOld);
    const aRecent = await givenPair('A recent', { status: 'sent', sendingStartedAt: recently }, sentOld);

    await autoArchiveSentBroadcasts(t.deps);
    for (const pair of [due, dueBFailed]) {
      expect(await status(pair.a)).toBe('archived');
      expect(await status(pair.b)).toBe('archived');
    }
    expect(await status(aFailed.b)).toBe('sent');
    expect([await status(aRecent.a), await status(aRecent.b)]).toEqual(['sent', 'sent']);
    // Restoring version A brings the pair back, each version to its own outcome.
    expect((await b.action('restore-archive', [dueBFailed.a])).statusCode).toBe(200);
    expect([await status(dueBFailed.a), await status(dueBFailed.b)]).toEqual(['sent', 'failure']);
  });
});
