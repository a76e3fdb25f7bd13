import { expect, type Page, test } from '@playwright/test';
import { CSRF } from './support/api';
import { expectLoaded, expectToast, signIn } from './support/auth';
import { demoSandbox } from './support/broadcasts';
import { demoConversation } from './support/demo-inbox';
import { shoot } from './support/screenshots';
import { ADMIN } from './support/users';

/** A mark unique to this run, so what the test writes is told apart from the demo's data. */
const RUN = `e2e${Date.now().toString(36)}`;
const SHOTS = '../.tmp/screenshots/inbox-side-tabs';
const LANGUAGES = ['en', 'ja', 'zh-TW'] as const;

const sideTabs = (page: Page) => page.getByRole('tablist', { name: 'Customer records' });

async function openTab(page: Page, name: string) {
  await sideTabs(page).getByRole('tab', { name, exact: true }).click();
  await expectLoaded(page);
}

test.describe('Inbox side tabs', () => {
  test('an agent adds a note and a ticket beside a conversation and edits the contact', async ({ page }) => {
    test.setTimeout(90_000);
    const hubId = await signIn(page, ADMIN);
    const chat = await demoConversation(page, hubId);
    await page.goto(`/${hubId}/line/inbox/${chat.seq}/${chat.vid}`);
    await expect(sideTabs(page)).toBeVisible();

    await openTab(page, 'Notes');
    const note = `Asked to move the booking to Friday ${RUN}`;
    await page.getByRole('textbox', { name: 'New note' }).fill(note);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expectToast(page, 'The note has been added.');
    await expect(page.getByRole('tabpanel').getByText(note)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'New note' })).toHaveValue('');

    await openTab(page, 'Open tickets');
    await page.getByRole('button', { name: 'New ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'New ticket' });
    const subject = `Booking change ${RUN}`;
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await expect(dialog.getByRole('combobox', { name: 'Stage' })).not.toHaveText('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'The ticket has been created.');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('tabpanel').getByText(subject)).toBeVisible();
    await openTab(page, 'Closed tickets');
    await expect(page.getByRole('tabpanel').getByText(subject)).toHaveCount(0);

    await openTab(page, 'Contact info');
    const lastName = `Guest ${RUN}`;
    await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'The contact has been saved.');
    await page.reload();
    await openTab(page, 'Contact info');
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue(lastName);
  });

  test('a chat link opens its conversation once; the same link again lands on the 403 page', async ({
    page,
  }) => {
    const hubId = await signIn(page, ADMIN);
    const chat = await demoConversation(page, hubId);
    const made = await page.request.post(`/api/${hubId}/chat/link-token`, {
      headers: CSRF,
      data: { seq: chat.seq, vid: chat.vid },
    });
    expect(made.ok()).toBe(true);
    const { url } = (await made.json()) as { url: string };

    await page.goto(url);
    await expect(sideTabs(page)).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);

    await page.goto(url);
    await expect(page).toHaveURL(/\/errors\/error-403$/);
  });

  test('inbox settings are saved by an administrator', async ({ page }) => {
    const hubId = await signIn(page, ADMIN);
    await page.goto(`/${hubId}/line/inbox-settings`);
    await expect(page.getByRole('heading', { name: 'Inbox settings', level: 1 })).toBeVisible();
    const autoAssign = page.getByRole('switch', { name: 'Assign conversations automatically' });
    const before = await autoAssign.isChecked();
    await autoAssign.click();
    await page.getByRole('radio', { name: 'Add all messages' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Inbox settings saved.');
    await page.reload();
    await expect(autoAssign).toBeChecked({ checked: !before });
    await expect(page.getByRole('radio', { name: 'Add all messages' })).toBeChecked();
  });

  test('a group without a company names the account setting that links one, as the settings show it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const hubId = await signIn(page, ADMIN);
    const group = await demoConversation(page, hubId, 'group');
    const { accountId } = await demoSandbox(page, hubId);
    // The hint of each language, and the name it quotes (“…” in English, 「…」 in Japanese and Chinese).
    const hints = {
      en: /^This group is not linked to a company in your CRM yet\. Turn on “(.+)” in/,
      ja: /^このグループはまだ CRM の会社と紐づいていません。LINE アカウントの設定で「(.+)」を/,
      'zh-TW': /^這個群組尚未連結到 CRM 中的公司。請在 LINE 帳號設定中開啟「(.+)」/,
    } as const;
    for (const lang of LANGUAGES) {
      await page.goto(`/${hubId}/line/inbox/${group.seq}/${group.vid}?lang=${lang}`);
      const hint = page.getByText(hints[lang]);
      await expect(hint).toBeVisible();
      await expectLoaded(page);
      await shoot(page, `inbox-group-no-company-${lang}`);
      const setting = hints[lang].exec((await hint.textContent()) ?? '')?.[1] ?? '';

      // The person follows the hint: the account's settings have a switch of exactly that name.
      await page.goto(`/${hubId}/line/accounts/${accountId}?lang=${lang}`);
      const escaped = setting.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(page.getByRole('switch', { name: new RegExp(`^${escaped}`) })).toBeVisible();
    }
  });

  test('screenshots of the side tabs and the settings page in every language', async ({ page }) => {
    test.setTimeout(120_000);
    const hubId = await signIn(page, ADMIN);
    const chat = await demoConversation(page, hubId);
    for (const lang of LANGUAGES) {
      await page.setViewportSize({ width: 1600, height: 900 });
      await page.goto(`/${hubId}/line/inbox/${chat.seq}/${chat.vid}?lang=${lang}`);
      // The side tabs are the page's last tab list (the conversation filters come first).
      // Notes, open and closed tickets, deals, tasks, contact info, and tags (the admin may tag).
      const tabs = page.getByRole('tablist').last();
      await expect(tabs.getByRole('tab')).toHaveCount(7);
      await expectLoaded(page);
      await page.screenshot({ path: `${SHOTS}/side-tabs-${lang}.png` });
      await tabs.getByRole('tab').nth(5).click();
      await expectLoaded(page);
      await page.screenshot({ path: `${SHOTS}/contact-info-${lang}.png` });
      await page.goto(`/${hubId}/line/inbox-settings?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectLoaded(page);
      await page.screenshot({ path: `${SHOTS}/settings-${lang}.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/settings-narrow-${lang}.png`, fullPage: true });
    }
  });
});
