import { noPermissions, type Permissions } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, signedInMember, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { isType, openInboxTab } from '../../test/inbox-tab.ts';
import { givenLineAccount, givenLineFriend } from '../../test/line-fixtures.ts';
import { addressOf } from '../../test/second-app.ts';
import { lineUsers } from '../line-accounts/line-accounts.schema.ts';
import { recordActivity, updateConversation } from './conversations.repository.ts';
import { lineMessages } from './messages.schema.ts';

let t: TestApp;
beforeAll(async () => {
  // `line` makes the app listen, for the WebSocket.
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

type Access = Permissions['contactAccessInInbox'];

/**
 * A hub with four unread conversations: assigned to the agent, with a contact the agent owns,
 * unassigned, and assigned to a colleague; and the agent signed in with `access`.
 */
async function hubOfFour(access: Access) {
  const admin = await signedInMember(t);
  const { hubId } = admin;
  const agent = await signedInMember(t, {
    hubId,
    permissions: { ...noPermissions(), permissionInbox: true, contactAccessInInbox: access },
  });
  const colleague = await givenMember(t, { hubId });
  const { account } = await givenLineAccount(t, hubId);
  const vids: Record<'assigned' | 'owned' | 'open' | 'colleague', string> = {
    assigned: '',
    owned: '',
    open: '',
    colleague: '',
  };
  for (const name of Object.keys(vids) as (keyof typeof vids)[]) {
    const friend = await givenLineFriend(t, account, name);
    const chat = { hubId, lineAccountId: account.id, chatType: 'user' as const, chatId: friend.userId };
    // As intake leaves a received message: stored, and its conversation moved.
    const text = `from ${name}`;
    await t.deps.db.insert(lineMessages).values({
      ...chat,
      senderId: friend.userId,
      direction: 'in',
      type: 'text',
      payload: { type: 'text', text },
      sentAt: new Date(),
    });
    await recordActivity(
      t.deps.db,
      { ...chat, lineUserId: friend.id },
      {
        at: new Date(),
        last: { direction: 'in', type: 'text', text },
      },
    );
    vids[name] = friend.id;
  }
  await updateConversation(t.deps.db, hubId, vids.assigned, { assigneeId: agent.user.id });
  await updateConversation(t.deps.db, hubId, vids.colleague, { assigneeId: colleague.user.id });
  const contact = await admin.call('POST', '/contacts', {
    properties: { firstname: 'Owned', hubspot_owner_id: agent.user.id },
  });
  await t.deps.db
    .update(lineUsers)
    .set({ contactId: contact.json().contact.id })
    .where(eq(lineUsers.id, vids.owned));
  return { admin, agent, vids, hubId };
}

const REACHED: Record<Access, string[]> = {
  everything: ['assigned', 'colleague', 'open', 'owned'],
  team: ['assigned', 'open', 'owned'],
  owned: ['assigned', 'owned'],
};

describe.each(['everything', 'team', 'owned'] as const)('contactAccessInInbox %s', (access) => {
  it('limits the list, its search and its counts', async () => {
    const { agent } = await hubOfFour(access);
    const names = (body: { lineUsers: { displayName: string }[] }) =>
      body.lineUsers.map((user) => user.displayName).sort();
    const listed = (await agent.call('GET', '/line/inbox/1')).json();
    expect(names(listed)).toEqual(REACHED[access]);
    expect(listed.unread).toBe(REACHED[access].length);
    const found = (await agent.call('POST', '/line/inbox/1/search', { searchWords: 'from' })).json();
    expect(names(found)).toEqual(REACHED[access]);
    const accounts = (await agent.call('GET', '/line/inbox')).json().accounts;
    expect(accounts[0].unread).toBe(REACHED[access].length);
  });

  it('opens, changes, links and shows the CRM of a conversation only within reach', async () => {
    const { agent, vids } = await hubOfFour(access);
    const reached = access === 'everything';
    const calls = [
      ['GET', `/line/chat/1/${vids.colleague}/0/20`],
      ['POST', `/line/user/${vids.colleague}/update-status`, { status: 'resolved' }],
      ['POST', '/chat/link-token', { seq: 1, vid: vids.colleague }],
      ['GET', `/line/chat/${vids.colleague}/notes`],
      ['POST', `/line/chat/${vids.colleague}/note`, { body: 'Seen' }],
      ['GET', `/line/chat/1/${vids.colleague}/company`],
    ] as const;
    for (const [method, path, payload] of calls) {
      const response = await agent.call(method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(reached ? 200 : 404);
    }
    // What is within reach opens for every setting.
    expect((await agent.call('GET', `/line/chat/1/${vids.owned}/0/20`)).statusCode).toBe(200);
    expect((await agent.call('GET', `/line/chat/${vids.assigned}/notes`)).statusCode).toBe(200);
  });

  it('searches contacts: owned finds only the contacts the agent owns', async () => {
    const { admin, agent } = await hubOfFour(access);
    await admin.call('POST', '/contacts', { properties: { firstname: 'Unowned' } });
    const found = (await agent.call('POST', '/contacts/search', {})).json();
    const names = found.items.map(
      (contact: { properties: { firstname: string } }) => contact.properties.firstname,
    );
    expect(names.sort()).toEqual(access === 'owned' ? ['Owned'] : ['Owned', 'Unowned']);
  });

  it('sends live events only of conversations within reach', async () => {
    const { admin, agent, vids, hubId } = await hubOfFour(access);
    const { cookie } = await signIn(t, agent.user.email);
    const tab = openInboxTab(addressOf(t.app), { hubId, cookie });
    await tab.ready();
    // Signals arrive in order: once the second is heard, the first was delivered or held back.
    await admin.call('POST', `/line/user/${vids.colleague}/update-status`, { status: 'resolved' });
    await admin.call('POST', `/line/user/${vids.assigned}/update-status`, { status: 'resolved' });
    await tab.next(isType('conversation', (event) => event.vid === vids.assigned));
    const heard = tab.events.filter(isType('conversation')).map((event) => event.vid);
    expect(heard.includes(vids.colleague)).toBe(access === 'everything');
    tab.close();
  });
});
