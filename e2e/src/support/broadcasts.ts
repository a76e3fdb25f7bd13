import { expect, type Page } from '@playwright/test';
import { CSRF } from './api';

export interface InboxUser {
  chatType: string;
  chatId: string;
  blocked: boolean;
  contactId: string | null;
  displayName: string;
}

/**
 * Set-up through the API: a demo friend of account 1 (its LINE user id from the inbox), a contact
 * linked to it, and a static list holding that contact. `mark` makes the names unique to the run.
 */
export async function listWithDemoFriend(page: Page, hubId: string, mark: string) {
  const inbox = await page.request.get(`/api/${hubId}/line/inbox/1`);
  const { lineUsers } = (await inbox.json()) as { lineUsers: InboxUser[] };
  const friend = lineUsers.find((user) => user.chatType === 'user' && !user.blocked);
  expect(friend, 'the demo account has a friend').toBeDefined();
  const lineUserId = friend?.chatId ?? '';
  let contactId = friend?.contactId;
  if (!contactId) {
    const made = await page.request.post(`/api/${hubId}/contacts`, {
      headers: CSRF,
      data: { properties: { firstname: `Friend ${mark}`, line_user_id_1: lineUserId } },
    });
    expect(made.ok(), 'contact of the demo friend').toBe(true);
    contactId = ((await made.json()) as { contact: { id: string } }).contact.id;
  }
  const listName = `Broadcast list ${mark}`;
  const list = await page.request.post(`/api/${hubId}/lists`, {
    headers: CSRF,
    data: { kind: 'static', name: listName },
  });
  expect(list.ok(), 'the target list').toBe(true);
  const listId = ((await list.json()) as { list: { id: string } }).list.id;
  const added = await page.request.post(`/api/${hubId}/lists/${listId}/members`, {
    headers: CSRF,
    data: { contactIds: [contactId] },
  });
  expect(added.ok(), 'the friend is in the list').toBe(true);
  return { lineUserId, listName, listId };
}

/** A broadcast of `messages` to a list with the demo friend, made and test-sent through the API (ready to send). */
export async function testedBroadcast(
  page: Page,
  hubId: string,
  name: string,
  mark: string,
  messages: object[],
) {
  const { lineUserId, listName } = await listWithDemoFriend(page, hubId, mark);
  const lists = (await (await page.request.get(`/api/${hubId}/lists`)).json()) as {
    items: { id: string; name: string }[];
  };
  const accounts = (await (await page.request.get(`/api/${hubId}/line/inbox`)).json()) as {
    accounts: { id: string }[];
  };
  const made = await page.request.post(`/api/${hubId}/line/broadcast-setting`, {
    headers: CSRF,
    data: {
      name,
      accountId: accounts.accounts[0]?.id,
      targetLists: lists.items.filter((list) => list.name === listName).map((list) => list.id),
      messages,
    },
  });
  expect(made.ok(), 'the broadcast').toBe(true);
  const { id } = (await made.json()) as { id: string };
  const tested = await page.request.post(`/api/${hubId}/line/broadcast-setting/test`, {
    headers: CSRF,
    data: { id, to: { kind: 'lineUserId', lineUserId } },
  });
  expect(tested.ok(), 'the test send').toBe(true);
  return { id, lineUserId };
}

/** The demo server's LINE sandbox (its control API's base URL), account 1 and its channel on it. */
export async function demoSandbox(page: Page, hubId: string) {
  const { phoneUrl } = (await (await page.request.get(`/api/${hubId}/line/platforms`)).json()) as {
    phoneUrl: string | null;
  };
  expect(phoneUrl, 'the demo server runs the LINE sandbox').not.toBeNull();
  const { items } = (await (await page.request.get(`/api/${hubId}/line`)).json()) as {
    items: { id: string; seq: number; channelId: string }[];
  };
  const demo = items.find((account) => account.seq === 1);
  return {
    sandbox: (phoneUrl ?? '').replace(/\/phone$/, ''),
    accountId: demo?.id ?? '',
    channelId: demo?.channelId ?? '',
  };
}
