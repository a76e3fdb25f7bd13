import { isoInZone } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastCalls, minutesFromNow } from '../../test/broadcast-fixtures.ts';
import { eventually, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenSandboxAccount } from '../../test/line-fixtures.ts';
import { hubs } from '../hubs/hubs.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(async () => t.close());

/**
 * A broadcast sent with "Send now" to a friend of a sandbox account, though its draft still
 * holds a date it never used; answers when the send was asked for.
 */
async function givenSentNow() {
  const given = await givenSandboxAccount(t);
  const friend = given.control.createUser({ displayName: 'Mei Chen' });
  await given.control.follow(given.channel.channelId, friend.userId);
  const calls = broadcastCalls(given.call, given.accountId);
  const draftDate = minutesFromNow(24 * 60);
  const id = await calls.created({ name: 'Autumn menu', broadcastDate: draftDate });
  await given.call('POST', '/line/broadcast-setting/test', {
    id,
    to: { kind: 'lineUserId', lineUserId: friend.userId },
  });
  const asked = Date.now();
  expect((await calls.action('execute', [id])).statusCode).toBe(200);
  await eventually(
    async () => (await calls.get(id)).json().status,
    (status) => status === 'sent',
  );
  return { ...given, ...calls, id, draftDate, asked };
}

const patch = (h: Awaited<ReturnType<typeof givenSentNow>>, changes: Record<string, unknown>) =>
  h.call('PATCH', '/line/broadcast-setting?lang=ja', { id: h.id, ...changes });

describe('a sent broadcast is a record', () => {
  it('refuses changes to its name, content, audience and schedule, in the reader’s language', async () => {
    const h = await givenSentNow();
    const before = (await h.get(h.id)).json();
    expect(before.sentRecord).toBe(true);
    const list = (await h.call('POST', '/lists', { kind: 'static', name: 'VIP' })).json().list;
    for (const changes of [
      { name: 'Renamed' },
      { messages: [{ type: 'text', text: 'Another text' }] },
      { targetLists: [list.id] },
      { broadcastDate: minutesFromNow(120) },
      { abTest: { splitPercent: 70, winnerRule: 'clicked' } },
    ]) {
      const refused = await patch(h, changes);
      expect(refused.statusCode, JSON.stringify(changes)).toBe(409);
      expect(refused.json()).toEqual({
        code: 'broadcast.error.sentIsRecord',
        msg: '「Autumn menu」は送信済みのため、送信した内容は変更できません。変更して送るには複製してください。',
      });
    }
    expect((await h.get(h.id)).json()).toEqual(before);
  });

  it('may still be filed: moved to a folder, archived; archived it stays a record; a copy is a draft', async () => {
    const h = await givenSentNow();
    const folder = (await h.call('POST', '/line/broadcast-settings/folders', { name: 'Autumn' })).json()
      .folder;
    const moved = await patch(h, { folderId: folder.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().broadcast).toMatchObject({ folderId: folder.id, status: 'sent' });
    expect((await h.action('archive', [h.id])).statusCode).toBe(200);
    expect((await patch(h, { name: 'Renamed' })).json().code).toBe('broadcast.error.sentIsRecord');
    expect((await h.action('restore-archive', [h.id])).statusCode).toBe(200);

    const copy = await h.call('POST', `/line/broadcast-setting/${h.id}/duplicate`, {});
    expect(copy.json().broadcast).toMatchObject({
      status: 'draft',
      sentRecord: false,
      sendingStartedAt: null,
    });
    const edited = await h.call('PATCH', '/line/broadcast-setting', {
      id: copy.json().id,
      name: 'Winter menu',
    });
    expect(edited.statusCode).toBe(200);
  });
});

describe('when a broadcast went out', () => {
  it('records when sending started, and lists, the detail and the export show it rather than an unused draft date', async () => {
    const h = await givenSentNow();
    const detail = (await h.get(h.id)).json();
    const started = Date.parse(detail.sendingStartedAt);
    expect(started).toBeGreaterThanOrEqual(h.asked - 1000);
    expect(started).toBeLessThanOrEqual(Date.now());
    // The draft's date stays as saved: it is not when the broadcast went out.
    expect(detail.broadcastDate).toBe(new Date(h.draftDate).toISOString());

    const sent = (await h.call('GET', '/line/broadcast-settings/sent')).json();
    expect(sent.items.find((item: { id: string }) => item.id === h.id)?.sendingStartedAt).toBe(
      detail.sendingStartedAt,
    );
    // The search condition's last 7 days find it by when it went, not by its draft date ahead.
    const lastWeek = (
      await h.call('GET', '/line/broadcast-settings/sent?dateRange=rolling&rolling=7')
    ).json();
    expect(lastWeek.items.map((item: { id: string }) => item.id)).toContain(h.id);
    // The export writes times on the hub's clock, with their offset.
    const [hub] = await t.deps.db.select({ timezone: hubs.timezone }).from(hubs).where(eq(hubs.id, h.hubId));
    const timezone = hub?.timezone ?? '';
    const csv = (await h.action('export', [h.id])).body;
    expect(csv).toContain(isoInZone(detail.sendingStartedAt, timezone));
    expect(csv).not.toContain(isoInZone(detail.broadcastDate, timezone));
  });
});
