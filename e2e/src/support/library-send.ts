import type { Page } from '@playwright/test';
import { expectLoaded, expectToast } from './auth';
import { type InboxUser, listWithDemoFriend } from './broadcasts';
import { sandboxPhone } from './line-phone';

/**
 * A library item picked as message 1 of a new broadcast in the composer (its type, then the item
 * by name in that type's picker), saved as a draft and test-sent to the demo friend. `check` runs
 * on the composer once the item is picked (its preview). Answers the friend's display name.
 */
export async function composeAndTestSend(
  page: Page,
  hubId: string,
  pick: { mark: string; type: string; item: string; check?: (page: Page) => Promise<void> },
) {
  const { lineUserId } = await listWithDemoFriend(page, hubId, pick.mark);
  const inbox = (await (await page.request.get(`/api/${hubId}/line/inbox/1`)).json()) as {
    lineUsers: InboxUser[];
  };
  const displayName = inbox.lineUsers.find((user) => user.chatId === lineUserId)?.displayName ?? '';
  await page.goto(`/${hubId}/line/broadcasts/create`);
  await expectLoaded(page);
  await page.getByRole('textbox', { name: 'Name' }).fill(`${pick.item} broadcast`);
  const first = page.getByRole('region', { name: 'Message 1' });
  await first.getByRole('combobox', { name: 'Message type' }).click();
  await page.getByRole('option', { name: pick.type, exact: true }).click();
  await first.getByRole('combobox', { name: pick.type, exact: true }).click();
  await page.getByRole('option', { name: pick.item }).click();
  await pick.check?.(page);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expectToast(page, 'Broadcast saved.');
  await page.getByRole('combobox', { name: 'Send to' }).click();
  await page.getByRole('option', { name: 'LINE user ID' }).click();
  await page.getByRole('textbox', { name: 'LINE user ID' }).fill(lineUserId);
  await page.getByRole('button', { name: 'Send test' }).click();
  await expectToast(page, 'Sent Success.');
  return displayName;
}

/** The sandbox phone, in a new tab, open on the chat of the friend named `displayName`. */
export async function phoneOf(page: Page, hubId: string, displayName: string) {
  const handset = await page.context().newPage();
  await handset.goto(await sandboxPhone(page, hubId));
  await handset
    .getByRole('list', { name: 'Users' })
    .getByRole('button', { name: new RegExp(displayName) })
    .click();
  return handset;
}
