import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenSandboxAccount } from '../../test/line-fixtures.ts';
import { lineAccounts } from '../line-accounts/line-accounts.schema.ts';
import { webhookEvents } from './webhooks.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

/** A hub with a sandbox LINE account, the "group chat as company" option as given. */
const hubWithAccount = (groupChatAsCompany: boolean) => givenSandboxAccount(t, { groupChatAsCompany });

/** The webhook events the hub's accounts received, as processing left them. */
const eventsOf = (hubId: string) =>
  t.deps.db
    .select({ type: webhookEvents.type, status: webhookEvents.status, attempts: webhookEvents.attempts })
    .from(webhookEvents)
    .innerJoin(lineAccounts, eq(lineAccounts.id, webhookEvents.lineAccountId))
    .where(eq(lineAccounts.hubId, hubId));

const companyNamed = (hubId: string, name: string) =>
  t.deps.crm.companies.search(hubId, name, 0, 10).then((page) => page.items[0]);

describe('LINE group chats as companies', () => {
  it('a group the bot joins becomes a company; members joining and leaving follow', async () => {
    const { control, channel, hubId, call } = await hubWithAccount(true);
    const aiko = control.createUser({ displayName: 'Aiko' });
    const ben = control.createUser({ displayName: 'Ben' });
    const chen = control.createUser({ displayName: 'Chen' });
    const { group } = await control.createGroup(channel.channelId, {
      groupName: 'Sakura Trading',
      memberIds: [aiko.userId, ben.userId],
    });
    const company = await eventually(
      () => companyNamed(hubId, 'Sakura Trading'),
      (found) => found !== undefined,
    );
    expect(company?.properties).toMatchObject({ name: 'Sakura Trading', line_group_id_1: group.groupId });
    const members = () =>
      t.deps.crm.companies
        .members(hubId, company?.id ?? '')
        .then((found) => (found ?? []).map((member) => member.firstname).sort());
    expect(await eventually(members, (names) => names.length === 2)).toEqual(['Aiko', 'Ben']);

    await control.addGroupMembers(group.groupId, [chen.userId]);
    expect(await eventually(members, (names) => names.length === 3)).toEqual(['Aiko', 'Ben', 'Chen']);
    await control.removeGroupMember(group.groupId, ben.userId);
    expect(await eventually(members, (names) => names.length === 2)).toEqual(['Aiko', 'Chen']);
    // One company per group, however many events it sees.
    expect((await t.deps.crm.companies.search(hubId, '', 0, 10)).total).toBe(1);
    // The inbox's group tabs find the company from the conversation.
    const [conversation] = (await call('GET', '/line/inbox/1')).json().lineUsers;
    expect((await call('GET', `/line/chat/1/${conversation.vid}/company`)).json()).toEqual({
      companyId: company?.id,
    });
    expect((await call('GET', `/line/chat/2/${conversation.vid}/company`)).statusCode).toBe(404);
  });

  it('leaves the CRM alone when the option is off', async () => {
    const { control, channel, hubId, call } = await hubWithAccount(false);
    const { group } = await control.createGroup(channel.channelId, { groupName: 'Quiet group' });
    await control.addGroupMembers(group.groupId, [control.createUser({ displayName: 'Dan' }).userId]);
    // Once the join and memberJoined events are processed, there is still no company.
    const processed = await eventually(
      () => eventsOf(hubId),
      (rows) => rows.length >= 2 && rows.every((row) => row.status === 'processed'),
    );
    expect(processed.map((row) => row.type).sort()).toEqual(['join', 'memberJoined']);
    expect((await t.deps.crm.companies.search(hubId, '', 0, 10)).total).toBe(0);
    const [conversation] = (await call('GET', '/line/inbox/1')).json().lineUsers;
    expect((await call('GET', `/line/chat/1/${conversation.vid}/company`)).json()).toEqual({
      companyId: null,
    });
  });

  it('takes a group LINE gives no name for: the join is processed once, the company found by its group id', async () => {
    const { control, channel, hubId, call } = await hubWithAccount(true);
    const aiko = control.createUser({ displayName: 'Aiko' });
    const { group } = await control.createGroup(channel.channelId, {
      groupName: null,
      memberIds: [aiko.userId],
    });
    const events = await eventually(
      () => eventsOf(hubId),
      (rows) => rows.length === 1 && rows[0]?.status !== 'pending',
    );
    expect(events).toEqual([{ type: 'join', status: 'processed', attempts: 0 }]);
    const companies = await t.deps.crm.companies.search(hubId, '', 0, 10);
    expect(companies.items.map((company) => company.properties.line_group_id_1)).toEqual([group.groupId]);
    const [conversation] = (await call('GET', '/line/inbox/1')).json().lineUsers;
    expect(conversation).toMatchObject({ chatType: 'group' });
  });
});
