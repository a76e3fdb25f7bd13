import { expect, type Page, test } from '@playwright/test';
import { expectLoaded, expectToast } from './support/auth';
import { friendWrites, openInbox, RUN, sandboxPhone } from './support/line-phone';
import { shoot } from './support/screenshots';
import { ADMIN } from './support/users';

const conversations = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });
const history = (page: Page) => page.getByRole('list', { name: 'Messages' });

/** The demo hub's first LINE account's name, as the editor's account list shows it. */
async function firstAccountName(page: Page, hubId: string) {
  const response = await page.request.get(`/api/${hubId}/line/inbox`);
  const { accounts } = (await response.json()) as { accounts: { seq: number; name: string }[] };
  return accounts.find((account) => account.seq === 1)?.name ?? '';
}

/** Creates a quick reply through the /templates page's editor. */
async function createQuickReply(
  page: Page,
  input: { name: string; account: string; body: string; enabled: boolean },
) {
  await page.getByRole('button', { name: 'New quick reply' }).click();
  const dialog = page.getByRole('dialog', { name: 'New quick reply' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(input.name);
  if (!input.enabled) await dialog.getByRole('switch', { name: /Enabled/ }).uncheck();
  await dialog.getByRole('combobox', { name: 'LINE accounts' }).click();
  await page.getByRole('option', { name: input.account, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Message' }).fill(input.body);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: input.name, exact: true })).toBeVisible();
}

test('an agent makes a quick reply with {{firstname}}, inserts it in a chat filled for the contact, edits it and the friend receives it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, hubId } = await openInbox(browser, ADMIN);
  const phoneUrl = await sandboxPhone(page, hubId);
  const friend = `QR friend ${RUN}`;
  const phone = await friendWrites(browser, phoneUrl, friend, 'Are you open today?');

  // The friend's contact gets a first name from the side panel.
  await conversations(page).getByText(friend).click();
  await page
    .getByRole('tablist', { name: 'Customer records' })
    .getByRole('tab', { name: 'Contact info', exact: true })
    .click();
  await page.getByRole('textbox', { name: 'First name' }).fill(`Aiko${RUN}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'The contact has been saved.');

  // Two quick replies of the account: one enabled, one disabled.
  const account = await firstAccountName(page, hubId);
  await page.goto(`/${hubId}/templates`);
  await expectLoaded(page);
  await expect(page.getByRole('heading', { name: 'Quick replies', level: 1 })).toBeVisible();
  await createQuickReply(page, {
    name: `Welcome ${RUN}`,
    account,
    body: 'Hello {{firstname}}, we are open until 22:00.',
    enabled: true,
  });
  await createQuickReply(page, {
    name: `Welcome closed ${RUN}`,
    account,
    body: 'Sorry {{firstname}}, we are closed.',
    enabled: false,
  });

  // In the chat, the search offers the enabled one only, filled for the contact.
  await page.goto(`/${hubId}/line/inbox/1`);
  await conversations(page).getByText(friend).click();
  await page.getByRole('button', { name: 'Insert a quick reply' }).click();
  const picker = page.getByRole('dialog', { name: 'Quick replies' });
  await picker.getByRole('searchbox', { name: 'Search quick replies by name' }).fill(`Welcome`);
  const results = picker.getByRole('list', { name: 'Quick replies' });
  await expect(results.getByText(`Welcome ${RUN}`, { exact: true })).toBeVisible();
  await expect(results.getByText(`Welcome closed ${RUN}`)).toHaveCount(0);
  const filled = `Hello Aiko${RUN}, we are open until 22:00.`;
  await expect(results.getByText(filled)).toBeVisible();
  await results.getByText(`Welcome ${RUN}`, { exact: true }).click();

  // The text goes in the composer, where the agent edits it before sending.
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect(composer).toHaveValue(filled);
  await composer.press('End');
  await composer.pressSequentially(' See you!');
  await composer.press('Control+Enter');
  await expect(history(page).getByText(`${filled} See you!`)).toBeVisible();
  await expect(phone.locator('#chat').getByText(`${filled} See you!`)).toBeVisible();
});

/** The page's and dialogs' names in each language (apps/web/src/i18n/<lang>/templates.json, inbox.json). */
const WORDS = {
  en: {
    title: 'Quick replies',
    create: 'New quick reply',
    insert: 'Insert a quick reply',
    list: 'Conversations',
  },
  ja: { title: 'クイック返信', create: '新しいクイック返信', insert: 'クイック返信を挿入', list: '会話' },
  'zh-TW': { title: '快速回覆', create: '新增快速回覆', insert: '插入快速回覆', list: '對話' },
} as const;

for (const lang of ['en', 'ja', 'zh-TW'] as const) {
  test(`quick-reply screens in ${lang}`, async ({ browser, baseURL }) => {
    // Signed in on the English form, then the console in the language.
    const { page, hubId } = await openInbox(browser, ADMIN);
    await page.context().addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);
    const words = WORDS[lang];
    await page.goto(`/${hubId}/templates`);
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();
    await expectLoaded(page);
    await shoot(page, `quick-replies-${lang}`);
    await page.getByRole('button', { name: words.create }).click();
    await expect(page.getByRole('dialog', { name: words.create })).toBeVisible();
    await shoot(page, `quick-reply-editor-${lang}`);

    await page.goto(`/${hubId}/line/inbox/1`);
    await page.getByRole('navigation', { name: words.list }).getByRole('link').first().click();
    await page.getByRole('button', { name: words.insert }).click();
    await expect(page.getByRole('dialog', { name: words.title })).toBeVisible();
    await expectLoaded(page);
    await shoot(page, `quick-reply-picker-${lang}`);
  });
}
