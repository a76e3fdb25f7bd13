import { expect, type Page } from '@playwright/test';

export interface Conversation {
  seq: number;
  vid: string;
  chatType: string;
  displayName: string;
  /** The friend (LINE user) of a 1:1 chat. */
  friendId: string | null;
}

/** The demo hub's first LINE account as the inbox lists it, read through the page's session (set-up). */
export async function demoInboxAccount(page: Page, hubId: string) {
  const accounts = await page.request.get(`/api/${hubId}/line/inbox`);
  expect(accounts.ok()).toBe(true);
  const [account] = ((await accounts.json()) as { accounts: { id: string; seq: number; name: string }[] })
    .accounts;
  expect(account, 'the demo hub has a LINE account').toBeDefined();
  return account as { id: string; seq: number; name: string };
}

/** A demo 1:1 (or group) conversation of that account, read through the page's own session (set-up, not under test). */
export async function demoConversation(page: Page, hubId: string, chatType = 'user'): Promise<Conversation> {
  const account = await demoInboxAccount(page, hubId);
  const list = await page.request.get(`/api/${hubId}/line/inbox/${account.seq}`);
  expect(list.ok()).toBe(true);
  const users = ((await list.json()) as { lineUsers: Conversation[] }).lineUsers;
  const found = users.find((user) => user.chatType === chatType);
  expect(found, `the demo inbox has a ${chatType} chat`).toBeDefined();
  return found as Conversation;
}
