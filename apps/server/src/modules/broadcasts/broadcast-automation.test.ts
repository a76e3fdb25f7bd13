import { allPermissions } from '@hubline/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  givenBroadcast,
  givenBroadcastAccount,
  givenFriendsInList,
  recipientsOf,
  runsOf,
  seededContacts,
  seededUserId,
} from '../../test/delivery-fixtures.ts';
import { eventually, signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { lineUsers } from '../line-accounts/line-accounts.schema.ts';
import { sendWorkflowBroadcasts } from './broadcast-automation.service.ts';
import { broadcasts } from './broadcasts.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

/**
 * A hub with a LINE account and `count` friends whose contacts are in a list, a signed-in
 * member of it, and contact i's id (friend i is `seededUserId(prefix, i)`).
 */
async function givenAutomationHub(
  prefix: string,
  count: number,
  options?: Parameters<typeof givenBroadcastAccount>[1],
) {
  const given = await givenBroadcastAccount(t, options);
  const listId = await givenFriendsInList(t, given, prefix, count);
  const member = await signedInMember(t, { hubId: given.hubId });
  const contact = await seededContacts(t.deps, given.hubId);
  const received = (i: number) =>
    given.control
      .inbox(given.channel.channelId, seededUserId(prefix, i))
      .filter((entry) => entry.from === 'bot')
      .map((entry) => (entry.message as { text?: string }).text);
  const execute = (body: object) => member.call('POST', '/line/broadcast-setting/execute', body);
  return { ...given, listId, call: member.call, contact, received, execute };
}

/** The broadcast's runs once none is still on its way. */
function finishedRuns(broadcastId: string, expected: number) {
  return eventually(
    () => runsOf(t.deps, broadcastId),
    (runs) =>
      runs.length === expected && runs.every((run) => run.status === 'sent' || run.status === 'failure'),
    20_000,
  );
}

const published = { type: 'automation' as const, status: 'published' as const, name: 'Welcome' };

type Hub = Awaited<ReturnType<typeof givenAutomationHub>>;

/** A published automation A/B pair, as saving version A for automation leaves it. */
async function givenAutomationPair(h: Hub, fields: { abSplitPercent: number; workflowId?: string }) {
  const pair = { ...published, ...fields, abWinnerRule: 'opened' as const };
  const a = await givenBroadcast(t.deps, h, {
    ...pair,
    abVariant: 'A',
    messages: [{ type: 'text', text: 'Version A' }],
  });
  await t.deps.db.update(broadcasts).set({ abPairId: a.id }).where(eq(broadcasts.id, a.id));
  const b = await givenBroadcast(t.deps, h, {
    ...pair,
    name: 'Welcome (B)',
    abPairId: a.id,
    abVariant: 'B',
    messages: [{ type: 'text', text: 'Version B' }],
  });
  return { a, b };
}

describe('automation broadcasts', () => {
  it('sends a published automation to exactly the contacts executed for, once per event', async () => {
    const h = await givenAutomationHub('auto', 3);
    const broadcast = await givenBroadcast(t.deps, h, {
      ...published,
      messages: [{ type: 'text', text: 'Welcome aboard' }],
    });
    const body = {
      ids: [broadcast.id],
      contactIds: [h.contact(0), h.contact(1), h.contact(0)],
      eventId: 'e-1',
    };
    // The same event twice at once: one run, and both answers say what it reaches.
    const answers = await Promise.all([h.execute(body), h.execute(body)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        msg: '2 contacts enrolled; sending to 2 of them on LINE.',
        count: 2,
        recipients: 2,
      });
    }
    const [run] = await finishedRuns(broadcast.id, 1);
    expect(run).toMatchObject({ status: 'sent', totalRecipients: 2, sentCount: 2, failedCount: 0 });
    expect(h.received(0)).toEqual(['Welcome aboard']);
    expect(h.received(1)).toEqual(['Welcome aboard']);
    expect(h.received(2)).toEqual([]);
    // The broadcast stays published for the next enrolments; its figures add the runs up.
    const detail = (await h.call('GET', `/line/broadcast-setting/${broadcast.id}`)).json();
    expect(detail).toMatchObject({ status: 'published', numberOfBroadcasts: 1 });
    expect(detail.stats).toMatchObject({ recipients: 2, sent: 2, errors: 0 });
    const recipients = (await h.call('GET', `/line/recipients/${broadcast.id}/all`)).json();
    expect(recipients.items).toHaveLength(2);

    // A new event for contact 2 sends to them alone.
    const again = await h.execute({ ids: [broadcast.id], contactIds: [h.contact(2)] });
    expect(again.json()).toMatchObject({ count: 1, recipients: 1 });
    await finishedRuns(broadcast.id, 2);
    expect(h.received(2)).toEqual(['Welcome aboard']);
    expect(h.received(0)).toHaveLength(1);
  });

  it('counts an enrolled contact without a LINE friend for the account as enrolled but not reached', async () => {
    const h = await givenAutomationHub('nofriend', 1);
    const broadcast = await givenBroadcast(t.deps, h, published);
    const stranger = (await h.call('POST', '/contacts', { properties: { firstname: 'Ken' } })).json().contact
      .id;
    const answer = await h.execute({ ids: [broadcast.id], contactIds: [h.contact(0), stranger] });
    expect(answer.json()).toMatchObject({ count: 2, recipients: 1 });
    const [run] = await finishedRuns(broadcast.id, 1);
    expect(run?.sentCount).toBe(1);
  });

  it('refuses what is not a published automation, unknown contacts, other hubs and missing permission', async () => {
    const h = await givenAutomationHub('refuse', 1);
    const other = await givenAutomationHub('refuse-other', 1);
    const live = await givenBroadcast(t.deps, h, published);
    const draft = await givenBroadcast(t.deps, h, { type: 'automation', name: 'Draft welcome' });
    const regular = await givenBroadcast(t.deps, h, { status: 'published', name: 'Spring' });
    const contactIds = [h.contact(0)];

    const notPublished = await h.execute({ ids: [draft.id], contactIds });
    expect(notPublished.statusCode).toBe(409);
    expect(notPublished.json()).toMatchObject({
      code: 'broadcast.error.notAutomation',
      msg: '"Draft welcome" is not a published automation broadcast, so it cannot be sent to contacts.',
    });
    expect((await h.execute({ ids: [regular.id], contactIds })).json().code).toBe(
      'broadcast.error.notAutomation',
    );
    const noContacts = await h.execute({ ids: [live.id] });
    expect(noContacts.statusCode).toBe(400);
    expect(noContacts.json().msg).toBe(
      '"Welcome" is an automation broadcast: name the contacts to send it to.',
    );
    // Another hub's contact and a made-up id are unknown here.
    const foreign = other.contact(0);
    const unknown = await h.execute({ ids: [live.id], contactIds: [h.contact(0), foreign, 'nobody'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'broadcast.error.unknownContacts',
      msg: `These contacts are not in this hub's CRM: ${foreign}, nobody.`,
    });
    expect((await h.execute({ ids: [live.id], contactIds: [] })).statusCode).toBe(400);
    // Another hub's broadcast is not found; its contacts neither.
    expect((await other.execute({ ids: [live.id], contactIds: [foreign] })).statusCode).toBe(404);
    const noBroadcasts = await signedInMember(t, {
      hubId: h.hubId,
      permissions: { ...allPermissions(), permissionBroadcasts: false },
    });
    const refused = await noBroadcasts.call('POST', '/line/broadcast-setting/execute', {
      ids: [live.id],
      contactIds,
    });
    expect(refused.statusCode).toBe(403);
    // What can be sent to contacts: the hub's published automations only.
    expect((await h.call('GET', '/line/automated-broadcasts')).json()).toEqual({
      broadcasts: [{ id: live.id, name: 'Welcome', accountId: h.account.id, workflowId: null }],
    });
    expect((await noBroadcasts.call('GET', '/line/automated-broadcasts')).statusCode).toBe(403);
    // Nothing was started by any refusal.
    for (const row of [live, draft, regular]) expect(await runsOf(t.deps, row.id)).toEqual([]);
    expect(h.received(0)).toEqual([]);
  });

  it('sends a workflow’s automation to each contact enrolled in it, once per enrolment', async () => {
    const h = await givenAutomationHub('flow', 2);
    const workflow = (await h.call('POST', '/workflows', { name: 'Onboarding' })).json().workflow;
    // The composer binds the broadcast to a workflow; an unknown one is refused.
    const unknownFlow = await h.call('POST', '/line/broadcast-setting', {
      name: 'Welcome',
      type: 'automation',
      accountId: h.account.id,
      workflowId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownFlow.statusCode).toBe(400);
    expect(unknownFlow.json().code).toBe('broadcast.error.unknownWorkflow');
    const saved = await h.call('POST', '/line/broadcast-setting', {
      name: 'Welcome',
      type: 'automation',
      accountId: h.account.id,
      workflowId: workflow.id,
      messages: [{ type: 'text', text: 'Welcome to onboarding' }],
    });
    expect(saved.json().broadcast.workflowId).toBe(workflow.id);
    const id: string = saved.json().id;
    const lineUserId = seededUserId('flow', 1);
    await h.call('POST', '/line/broadcast-setting/test', { id, to: { kind: 'lineUserId', lineUserId } });
    expect((await h.call('POST', '/line/broadcast-setting/save', { ids: [id] })).statusCode).toBe(200);
    const enroll = (contactId: string) => h.call('POST', `/workflows/${workflow.id}/enroll`, { contactId });

    // Enrolled twice quickly: two enrolment events, each sent once.
    const twice = await Promise.all([enroll(h.contact(0)), enroll(h.contact(0))]);
    expect(twice.map((response) => response.statusCode)).toEqual([200, 200]);
    const runs = await finishedRuns(id, 2);
    expect(runs.map((run) => run.sentCount)).toEqual([1, 1]);
    for (const run of runs) {
      expect((await recipientsOf(t.deps, run.id)).map((r) => r.lineUserId)).toEqual([
        seededUserId('flow', 0),
      ]);
    }
    expect(h.received(0)).toEqual(['Welcome to onboarding', 'Welcome to onboarding']);
    // Contact 1 has only the test send.
    expect(h.received(1)).toEqual(['Welcome to onboarding']);

    // The enrolment job run again (a retry) sends nothing more for that event.
    const [event] = runs;
    if (!event?.triggerKey) throw new Error('run without a trigger key');
    await sendWorkflowBroadcasts(t.deps, {
      hubId: h.hubId,
      workflowId: workflow.id,
      contactId: h.contact(0),
      enrollmentId: event.triggerKey.replace('enrollment:', ''),
    });
    expect(await runsOf(t.deps, id)).toHaveLength(2);
  });

  it('splits the contacts of an A/B pair between its versions, whichever is triggered, once per event', async () => {
    const enrolled = 40;
    const h = await givenAutomationHub('abauto', enrolled);
    const { a, b } = await givenAutomationPair(h, { abSplitPercent: 50 });
    const contactIds = Array.from({ length: enrolled }, (_, i) => h.contact(i));
    const answer = await h.execute({ ids: [a.id], contactIds, eventId: 'ab-1' });
    // The answer covers the pair: every contact enrolled, every one reached by one version.
    expect(answer.json()).toMatchObject({ count: enrolled, recipients: enrolled });
    const [runA] = await finishedRuns(a.id, 1);
    const [runB] = await finishedRuns(b.id, 1);
    expect(runA?.triggerKey).toBe('execute:ab-1');
    expect(runB?.triggerKey).toBe('execute:ab-1');

    const inboxes = contactIds.map((_, i) => h.received(i));
    for (const inbox of inboxes) expect([['Version A'], ['Version B']]).toContainEqual(inbox);
    const gotA = inboxes.filter((inbox) => inbox[0] === 'Version A').length;
    // md5 buckets of random contact ids: near half, far inside what chance allows (±3.8 sigma).
    expect(Math.abs(gotA - enrolled / 2)).toBeLessThanOrEqual(12);
    expect(runA).toMatchObject({ status: 'sent', sentCount: gotA });
    expect(runB).toMatchObject({ status: 'sent', sentCount: enrolled - gotA });

    // The same event again, through B or both versions: the same answer, nothing more sent.
    for (const ids of [[b.id], [a.id, b.id]]) {
      const again = await h.execute({ ids, contactIds, eventId: 'ab-1' });
      expect(again.json()).toMatchObject({ count: enrolled, recipients: enrolled });
    }
    expect(await runsOf(t.deps, a.id)).toHaveLength(1);
    expect(await runsOf(t.deps, b.id)).toHaveLength(1);
    expect(contactIds.map((_, i) => h.received(i))).toEqual(inboxes);

    // A new event through B alone: contact 0 gets its own version again, from that version's run.
    const first = inboxes[0]?.[0];
    expect((await h.execute({ ids: [b.id], contactIds: [h.contact(0)] })).json()).toMatchObject({
      recipients: 1,
    });
    await finishedRuns(first === 'Version A' ? a.id : b.id, 2);
    expect(h.received(0)).toEqual([first, first]);
  });

  it('fails both versions of a pair whose shares LINE’s quota cannot cover together, sending neither', async () => {
    const enrolled = 20;
    // Room for either version's share (both have some: 20 md5 buckets all on one side is 2 in a
    // million), not for both: each version checking its own share would send one and fail the other.
    const h = await givenAutomationHub('abquota', enrolled, { quota: enrolled - 1 });
    const { a, b } = await givenAutomationPair(h, { abSplitPercent: 50 });
    const contactIds = Array.from({ length: enrolled }, (_, i) => h.contact(i));
    await h.execute({ ids: [a.id], contactIds, eventId: 'ab-quota' });

    const failed = { status: 'failure', failureReason: 'broadcast.failure.sendLimit' };
    expect(await finishedRuns(a.id, 1)).toMatchObject([failed]);
    expect(await finishedRuns(b.id, 1)).toMatchObject([failed]);
    expect(contactIds.flatMap((_, i) => h.received(i))).toEqual([]);
  });

  it('sends one version of an A/B pair to a contact enrolled in a workflow bound to both', async () => {
    const h = await givenAutomationHub('abflow', 1);
    const workflow = (await h.call('POST', '/workflows', { name: 'Onboarding' })).json().workflow;
    const { a, b } = await givenAutomationPair(h, { abSplitPercent: 50, workflowId: workflow.id });
    const enrolled = await h.call('POST', `/workflows/${workflow.id}/enroll`, { contactId: h.contact(0) });
    expect(enrolled.statusCode).toBe(200);
    const runs = await eventually(
      async () => [...(await runsOf(t.deps, a.id)), ...(await runsOf(t.deps, b.id))],
      (found) => found.length > 0 && found.every((run) => run.status === 'sent'),
      20_000,
    );
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ sentCount: 1, contactIds: [h.contact(0)] });
    expect(h.received(0)).toHaveLength(1);
    expect(['Version A', 'Version B']).toContain(h.received(0)[0]);
  });

  it('skips a blocked friend of an enrolled contact', async () => {
    const h = await givenAutomationHub('blocked', 2);
    const broadcast = await givenBroadcast(t.deps, h, published);
    await t.deps.db
      .update(lineUsers)
      .set({ blockedAt: new Date() })
      .where(
        and(eq(lineUsers.lineAccountId, h.account.id), eq(lineUsers.userId, seededUserId('blocked', 1))),
      );
    const answer = await h.execute({ ids: [broadcast.id], contactIds: [h.contact(0), h.contact(1)] });
    expect(answer.json()).toMatchObject({ count: 2, recipients: 1 });
    await finishedRuns(broadcast.id, 1);
    expect(h.received(1)).toEqual([]);
  });
});
