import { type LineAccountOptions, lineUserIdProperty } from '@hubline/contract';
import { Client } from '@hubspot/api-client';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type HubCall, signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { connectSandboxChannel } from '../../test/line-fixtures.ts';
import { CRM_FOLLOW_UP_TASK } from '../crm/chat/follow-up-task.job.ts';
import { webhookEvents } from './webhooks.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true, hubspot: true });
});
afterAll(() => t.close());

/**
 * Connects the hub to a new HubSpot sandbox portal and answers how to give a contact an owner
 * made there (written in HubSpot directly, as a HubSpot user would).
 */
async function onHubspot(call: HubCall) {
  const hubspot = t.hubspot;
  if (!hubspot) throw new Error('no HubSpot sandbox');
  const connected = await call('PUT', '/crm/connection', { platform: 'sandbox' });
  expect(connected.statusCode).toBe(200);
  const portalId = Number(connected.json().connection.portalId);
  const owner = hubspot.control.createOwner(portalId, { email: 'owner@example.com', firstName: 'Yui' });
  const inHubspot = new Client({
    accessToken: hubspot.control.getPortal(portalId).accessToken,
    basePath: hubspot.url,
  });
  return async (contactId: string) => {
    await inHubspot.crm.contacts.basicApi.update(contactId, { properties: { hubspot_owner_id: owner.id } });
    return owner.id;
  };
}

/** How to give a contact of a hub on the built-in CRM an owner: the hub's member. */
function onBuiltin(hubId: string) {
  return async (contactId: string) => {
    const [owner] = await t.deps.crm.owners.list(hubId);
    if (!owner) throw new Error('the hub has no owner');
    await t.deps.crm.contacts.update(hubId, contactId, { hubspot_owner_id: owner.id });
    return owner.id;
  };
}

/**
 * A hub on the given CRM with a sandbox LINE account created with these options, a friend who
 * follows it, and that friend's contact (made by "auto-create contact").
 */
async function friendOnCrm(crm: 'builtin' | 'hubspot', options: Partial<LineAccountOptions>) {
  const { hubId, call } = await signedInMember(t);
  const giveOwner = crm === 'hubspot' ? await onHubspot(call) : onBuiltin(hubId);
  const { control: line, channel } = await connectSandboxChannel(t, call, {
    autoCreateContact: true,
    ...options,
  });
  const friend = line.createUser({ displayName: '佐藤 美咲', language: 'ja' });
  await line.follow(channel.channelId, friend.userId);
  const property = lineUserIdProperty(1);
  const contact = await eventually(
    () => t.deps.crm.contacts.findBy(hubId, property, friend.userId),
    (found) => found !== undefined,
  );
  if (!contact) throw new Error('no contact for the friend');
  const write = (text: string) => line.sendMessage(channel.channelId, friend.userId, { type: 'text', text });
  return { hubId, friend, contact, write, setOwner: () => giveOwner(contact.id) };
}

/** The states of the follow-up task jobs asked for this contact (pg-boss keeps finished jobs). */
async function followUpJobs(hubId: string, contactId: string) {
  const result = (await t.deps.db.execute(
    sql`select state from pgboss.job where name = ${CRM_FOLLOW_UP_TASK.name} and data->>'hubId' = ${hubId} and data->>'contactId' = ${contactId}`,
  )) as unknown as { rows: { state: string }[] };
  return result.rows.map((row) => row.state);
}

/** Waits until `count` follow-up task jobs of the contact have run. */
async function followUpsRun(hubId: string, contactId: string, count: number) {
  const states = await eventually(
    () => followUpJobs(hubId, contactId),
    (found) => found.filter((state) => state === 'completed').length >= count,
  );
  expect(states).toEqual(Array(count).fill('completed'));
}

describe.each(['builtin', 'hubspot'] as const)('LINE account options on the %s CRM', (crm) => {
  it('"placeholder email address" gives a new friend’s contact a unique address under .invalid', async () => {
    const { contact, friend } = await friendOnCrm(crm, { dummyAddress: true });
    expect(contact.properties.email).toBe(`${friend.userId.toLowerCase()}@line-friend.invalid`);
    const without = await friendOnCrm(crm, { dummyAddress: false });
    expect(without.contact.properties.email ?? '').toBe('');
  });

  it('"task on message" keeps one open follow-up task for the contact’s owner, a new one once it is done', async () => {
    const { hubId, contact, write, setOwner } = await friendOnCrm(crm, { taskOnMessage: true });
    const ownerId = await setOwner();
    const tasks = () => t.deps.crm.tasks.list(hubId, { contactId: contact.id });

    await write('オーツミルクはありますか？');
    const [first] = await eventually(tasks, (items) => items.length > 0);
    expect(first).toMatchObject({
      subject: 'LINE follow-up: 佐藤 美咲 wrote to Sakura Cafe',
      body: 'オーツミルクはありますか？',
      ownerId,
      completed: false,
    });
    // A flood of messages while the task is open adds no second one.
    await write('今日は何時まで営業していますか？');
    await write('お返事ください');
    await followUpsRun(hubId, contact.id, 3);
    expect(await tasks()).toHaveLength(1);

    await t.deps.crm.tasks.update(hubId, first?.id ?? '', { completed: true });
    await write('ありがとう！');
    await followUpsRun(hubId, contact.id, 4);
    const after = await tasks();
    expect(after.map((task) => [task.body, task.completed]).sort()).toEqual([
      ['ありがとう！', false],
      ['オーツミルクはありますか？', true],
    ]);
  });

  it('without "task on message" a message creates no task', async () => {
    const { hubId, contact, write } = await friendOnCrm(crm, { taskOnMessage: false });
    await write('こんにちは');
    // Processed: the message's effects (and any job it asks for) are done or queued.
    const processed = await eventually(
      () =>
        t.deps.db
          .select({ status: webhookEvents.status })
          .from(webhookEvents)
          .where(and(eq(webhookEvents.hubId, hubId), eq(webhookEvents.type, 'message'))),
      (rows) => rows[0]?.status === 'processed',
    );
    expect(processed).toEqual([{ status: 'processed' }]);
    expect(await followUpJobs(hubId, contact.id)).toEqual([]);
    expect(await t.deps.crm.tasks.list(hubId, { contactId: contact.id })).toEqual([]);
  });
});
