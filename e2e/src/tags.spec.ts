import { expect, type Page, test } from '@playwright/test';
import { expectLoaded, expectToast, signIn } from './support/auth';
import { demoConversation, demoInboxAccount } from './support/demo-inbox';
import { shoot } from './support/screenshots';
import { ADMIN } from './support/users';

/** A mark unique to this run, so what the test writes is told apart from the demo's data. */
const RUN = Date.now().toString(36);
const LANGUAGES = ['en', 'ja', 'zh-TW'] as const;

/** The demo account and one of its 1:1 conversations (set-up). */
async function demoChat(page: Page, hubId: string) {
  return { account: await demoInboxAccount(page, hubId), chat: await demoConversation(page, hubId) };
}

test.describe('Tags', () => {
  test('a tag is created, given to a friend in the inbox and found by the friends list filter', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const hubId = await signIn(page, ADMIN);
    const { account, chat } = await demoChat(page, hubId);
    const tag = `VIP ${RUN}`;

    // Conversations → Tags.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Conversations' })
      .click();
    await page.getByRole('menuitem', { name: 'Tags' }).click();
    await expect(page).toHaveURL(`/${hubId}/tags`);
    await expect(page.getByRole('heading', { name: 'Tags', level: 1 })).toBeVisible();
    await expectLoaded(page);

    await page.getByRole('button', { name: 'New tag' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New tag' });
    await dialog.getByRole('textbox', { name: 'Tag name' }).fill(tag);
    await dialog.getByRole('combobox', { name: 'LINE account' }).click();
    await page.getByRole('option', { name: account.name }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, `The tag ${tag} has been created.`);
    await expect(dialog).toHaveCount(0);

    // The same name in another case is refused in the dialog, which stays open.
    await page.getByRole('button', { name: 'New tag' }).first().click();
    await dialog.getByRole('textbox', { name: 'Tag name' }).fill(tag.toLowerCase());
    await dialog.getByRole('combobox', { name: 'LINE account' }).click();
    await page.getByRole('option', { name: account.name }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(
      dialog.getByText(`The tag ${tag.toLowerCase()} already exists for this LINE account.`),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('searchbox', { name: 'Search tags' }).fill(RUN);
    const row = page.getByRole('row').filter({ hasText: tag });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(3)).toHaveText('0');

    // The inbox: the friend's Tags tab offers the chat account's tags; choosing one saves it.
    await page.goto(`/${hubId}/line/inbox/${chat.seq}/${chat.vid}`);
    const tagsTab = page
      .getByRole('tablist', { name: 'Customer records' })
      .getByRole('tab', { name: 'Tags' });
    await tagsTab.click();
    await expectLoaded(page);
    const picker = page.getByRole('combobox', { name: 'Tags of this friend' });
    await picker.fill(RUN);
    await page.getByRole('option', { name: tag }).click();
    await expectToast(page, 'The tags of 1 friend were changed.');
    await page.reload();
    await tagsTab.click();
    await expect(page.getByRole('tabpanel').getByRole('button', { name: tag })).toBeVisible();

    // The account's friends list: the tag column, and the filter by tag.
    await page.goto(`/${hubId}/line/accounts/${account.id}/friends/1`);
    await expectLoaded(page);
    await page.getByRole('combobox', { name: 'Tag' }).fill(RUN);
    await page.getByRole('option', { name: tag }).click();
    await expectLoaded(page);
    // The header row and the one friend carrying the tag.
    await expect(page.getByRole('row')).toHaveCount(2);
    const friend = page.getByRole('row').nth(1);
    await expect(friend).toContainText(chat.displayName);
    await expect(friend).toContainText(tag);

    // Untagged from the list through the selection's bulk bar: the filter then finds no one.
    await friend.getByRole('checkbox').check();
    await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Untag' }).click();
    const untag = page.getByRole('dialog', { name: 'Untag 1 friends' });
    await untag.getByRole('combobox', { name: 'Tags' }).fill(RUN);
    await page.getByRole('option', { name: tag }).click();
    await untag.getByRole('button', { name: 'Apply' }).click();
    await expectToast(page, 'The tags of 1 friend were changed.');
    await expect(page.getByText('No friends match.')).toBeVisible();

    // Deleted from the Tags page.
    await page.goto(`/${hubId}/tags`);
    await page.getByRole('searchbox', { name: 'Search tags' }).fill(RUN);
    await page.getByRole('button', { name: `Delete ${tag}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this tag?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'The tag has been deleted.');
    await expect(page.getByText('No tags match this search.')).toBeVisible();
  });

  test('screenshots of the Tags page, the inbox tab and the friends list in every language', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const hubId = await signIn(page, ADMIN);
    const { account, chat } = await demoChat(page, hubId);
    const created: string[] = [];
    for (const name of ['VIP', 'Osaka', '常連客', 'Newsletter']) {
      const response = await page.request.post(`/api/${hubId}/tag`, {
        data: { lineAccountId: account.id, tag: `${name} ${RUN}` },
        headers: { 'x-hubline-csrf': '1' },
      });
      expect(response.ok(), await response.text()).toBe(true);
      created.push(((await response.json()) as { tag: { id: string } }).tag.id);
    }
    await page.request.post(`/api/${hubId}/tags/friends`, {
      data: { friendIds: [chat.friendId], add: created.slice(0, 3) },
      headers: { 'x-hubline-csrf': '1' },
    });
    await page.setViewportSize({ width: 1400, height: 900 });
    for (const lang of LANGUAGES) {
      await page.goto(`/${hubId}/tags?lang=${lang}`);
      await expectLoaded(page);
      await page.getByRole('searchbox').fill(RUN);
      await expect(page.getByRole('row')).toHaveCount(5);
      await shoot(page, `tags-page-${lang}`);
      await page
        .getByRole('button')
        .filter({ hasText: /New tag|タグを作成|新增標籤/ })
        .first()
        .click();
      await shoot(page, `tags-dialog-${lang}`);
      await page.keyboard.press('Escape');
      await page.goto(`/${hubId}/line/inbox/${chat.seq}/${chat.vid}?lang=${lang}`);
      // The side tabs' last one, whatever its language.
      await page.locator('#side-tab-tags').click();
      await expectLoaded(page);
      await shoot(page, `tags-inbox-${lang}`);
      await page.goto(`/${hubId}/line/accounts/${account.id}/friends/1?lang=${lang}`);
      await expectLoaded(page);
      await page.getByRole('row').nth(1).getByRole('checkbox').check();
      await shoot(page, `tags-friends-${lang}`);
    }
    await page.request.post(`/api/${hubId}/tags/deleteMany`, {
      data: { ids: created },
      headers: { 'x-hubline-csrf': '1' },
    });
  });
});
