import { wallTimeOf } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastCalls, minutesFromNow } from '../../test/broadcast-fixtures.ts';
import { eventually, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenSandboxAccount } from '../../test/line-fixtures.ts';
import { hubs } from '../hubs/hubs.schema.ts';
import { broadcasts } from './broadcasts.schema.ts';
import { broadcastRuns } from './delivery/delivery.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(async () => t.close());

/** A hub in `timeZone` with a sandbox account, a friend who follows it, and broadcast helpers. */
async function givenHub(timeZone = 'Asia/Tokyo') {
  const given = await givenSandboxAccount(t);
  await t.deps.db.update(hubs).set({ timezone: timeZone }).where(eq(hubs.id, given.hubId));
  const friend = given.control.createUser({ displayName: 'Mei Chen' });
  await given.control.follow(given.channel.channelId, friend.userId);
  const calls = broadcastCalls(given.call, given.accountId);
  const testSend = (id: string, lineUserId = friend.userId) =>
    given.call('POST', '/line/broadcast-setting/test', { id, to: { kind: 'lineUserId', lineUserId } });
  return { ...given, ...calls, friend, timeZone, testSend };
}

/** An instant as the console sends it from the hub's zone: local wall time with its offset. */
function inZone(iso: string, timeZone: string) {
  const date = new Date(iso);
  const wall = wallTimeOf(date, timeZone);
  const local = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const offset = Math.round((local - date.getTime()) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const mm = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${new Date(local).toISOString().slice(0, 19)}${sign}${hh}:${mm}`;
}

describe('test send, schedule and send now', () => {
  it('sends a test with contact tokens filled, records it, and answers Sent Success.', async () => {
    const h = await givenHub();
    await h.call('POST', '/contacts', { properties: { firstname: 'Mei', line_user_id_1: h.friend.userId } });
    const id = await h.created({ messages: [{ type: 'text', text: 'Hello {{firstname}}' }] });
    const sent = await h.testSend(id);
    expect(sent.json()).toEqual({ msg: 'Sent Success.' });
    const received = h.control
      .inbox(h.channel.channelId, h.friend.userId)
      .filter((entry) => entry.from === 'bot');
    expect(JSON.stringify(received)).toContain('Hello Mei');
    expect((await h.get(id)).json().testSentAt).not.toBeNull();
  });

  it('answers with LINE’s reason when LINE refuses, and refuses a phone outside Japan', async () => {
    const h = await givenHub();
    const id = await h.created();
    const failed = await h.testSend(id, `U${'0'.repeat(32)}`);
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toEqual({
      code: 'broadcast.error.testRefused',
      msg: 'LINE refused the test message: Failed to send messages',
    });
    expect((await h.get(id)).json().testSentAt).toBeNull();
    const phone = await h.call('POST', '/line/broadcast-setting/test', {
      id,
      to: { kind: 'phone', phone: '+1555' },
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().fields).toEqual({ 'to.phone': 'Enter a Japanese mobile number starting with +81.' });
  });

  it('refuses to schedule before a test send, then within 30 minutes, in Tokyo and New York', async () => {
    for (const zone of ['Asia/Tokyo', 'America/New_York']) {
      const h = await givenHub(zone);
      const soon = await h.created({ broadcastDate: inZone(minutesFromNow(29), zone) });
      expect((await h.action('schedule', [soon])).json(), zone).toMatchObject({
        code: 'broadcast.error.leadTime',
        msg: 'The broadcast date must be more than 30 minutes from now.',
      });
      const later = await h.created({ broadcastDate: inZone(minutesFromNow(45), zone) });
      expect((await h.action('schedule', [later])).json()).toMatchObject({
        code: 'broadcast.error.testRequired',
        msg: 'Please send a test message to the user before execution.',
      });
      await h.testSend(later);
      const scheduled = await h.action('schedule', [later]);
      expect(scheduled.json(), zone).toEqual({ msg: 'Scheduled.', count: 1 });
      expect((await h.get(later)).json().status).toBe('scheduled');
      // Moving it to within 30 minutes is refused; cancelling puts it back to draft.
      const moved = await h.call('PATCH', '/line/broadcast-setting', {
        id: later,
        broadcastDate: inZone(minutesFromNow(10), zone),
      });
      expect(moved.json().code).toBe('broadcast.error.leadTime');
      expect((await h.action('schedule/cancel', [later])).statusCode).toBe(200);
      expect((await h.get(later)).json().status).toBe('draft');
    }
  });

  it('refuses to cancel or edit a schedule within 30 minutes of its time', async () => {
    const h = await givenHub('America/New_York');
    const id = await h.created({ broadcastDate: minutesFromNow(45) });
    await h.testSend(id);
    await h.action('schedule', [id]);
    // The clock moves on: the broadcast is now 20 minutes away.
    await t.deps.db
      .update(broadcasts)
      .set({ broadcastDate: new Date(Date.now() + 20 * 60_000) })
      .where(eq(broadcasts.id, id));
    expect((await h.action('schedule/cancel', [id])).json().code).toBe('broadcast.error.tooLateToChange');
    expect((await h.call('PATCH', '/line/broadcast-setting', { id, name: 'Late' })).json().code).toBe(
      'broadcast.error.tooLateToChange',
    );
  });

  it('starts a send once however often execute is clicked', async () => {
    const h = await givenHub();
    const id = await h.created();
    expect((await h.action('execute', [id])).json().code).toBe('broadcast.error.testRequired');
    await h.testSend(id);
    const clicks = await Promise.all([h.action('execute', [id]), h.action('execute', [id])]);
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, 409]);
    const runs = await t.deps.db.select().from(broadcastRuns).where(eq(broadcastRuns.broadcastId, id));
    expect(runs).toHaveLength(1);
    const status = await eventually(
      async () => (await h.get(id)).json().status,
      (value) => value !== 'draft',
    );
    expect(['sending', 'sent', 'failure']).toContain(status);
  });

  it('publishes an automation with save', async () => {
    const h = await givenHub();
    const id = await h.created({ type: 'automation' });
    await h.testSend(id);
    expect((await h.action('save', [id])).json()).toEqual({ msg: 'Saved for automation.', count: 1 });
    expect((await h.get(id)).json().status).toBe('published');
    const regular = await h.created();
    expect((await h.action('save', [regular])).statusCode).toBe(409);
  });
});
