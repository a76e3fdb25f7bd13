import { expect, type Page, test } from '@playwright/test';
import { friendWrites, openInbox, RUN, sandboxPhone, say } from './support/line-phone';
import { ADMIN, AGENT } from './support/users';

const conversations = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });
const history = (page: Page) => page.getByRole('list', { name: 'Messages' });

test.describe('inbox', () => {
  test('an agent answers a friend who writes from the sandbox phone; the friend and a second agent see it live', async ({
    browser,
  }) => {
    const admin = await openInbox(browser, ADMIN);
    const phoneUrl = await sandboxPhone(admin.page, admin.hubId);
    const agent = await openInbox(browser, AGENT);

    const name = `Phone friend ${RUN}`;
    const phone = await friendWrites(browser, phoneUrl, name, 'Is there a table for two tonight?');

    // Both agents see the new conversation arrive without reloading.
    for (const { page } of [agent, admin]) {
      await expect(conversations(page).getByText(name)).toBeVisible();
      await expect(conversations(page).getByText('Is there a table for two tonight?')).toBeVisible();
    }
    await conversations(agent.page).getByText(name).click();
    await conversations(admin.page).getByText(name).click();
    await expect(history(agent.page).getByText('Is there a table for two tonight?')).toBeVisible();

    // The message just arrived: its reply token is still good, and the composer says so.
    await expect(agent.page.getByText(/Goes as a free reply/)).toBeVisible();
    const composer = agent.page.getByRole('textbox', { name: 'Message' });
    await composer.fill('Yes, we have a table at 19:00.');
    await composer.press('Control+Enter');
    await expect(history(agent.page).getByText('Yes, we have a table at 19:00.')).toBeVisible();
    await expect(composer).toHaveValue('');

    // The friend receives it on the phone; the other agent sees it live.
    await expect(phone.locator('#chat').getByText('Yes, we have a table at 19:00.')).toBeVisible();
    await expect(history(admin.page).getByText('Yes, we have a table at 19:00.')).toBeVisible();

    // The friend answers: both agents see it in the open chat.
    await say(phone, 'Great, see you then!');
    for (const { page } of [agent, admin]) {
      await expect(history(page).getByText('Great, see you then!')).toBeVisible();
    }
  });

  test('marking a friend as spam hides them from the list; a search still finds them', async ({
    browser,
  }) => {
    const admin = await openInbox(browser, ADMIN);
    const phoneUrl = await sandboxPhone(admin.page, admin.hubId);
    const name = `Spammer ${RUN}`;
    await friendWrites(browser, phoneUrl, name, 'Cheap watches!!!');
    const row = conversations(admin.page).getByText(name);
    await expect(row).toBeVisible();

    await admin.page.getByRole('button', { name: `Actions for ${name}` }).click();
    await admin.page.getByRole('menuitem', { name: 'Mark as spam' }).click();
    await expect(row).toHaveCount(0);

    await admin.page.getByRole('searchbox', { name: 'Search conversations' }).fill(name);
    await admin.page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(conversations(admin.page).getByText(name)).toBeVisible();
    await expect(conversations(admin.page).getByText('Spam', { exact: true })).toBeVisible();
  });

  test('the same search started again within 2 seconds is not sent twice', async ({ browser }) => {
    const admin = await openInbox(browser, ADMIN);
    const searches: string[] = [];
    admin.page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/line/inbox/1/search'))
        searches.push(request.url());
    });
    const box = admin.page.getByRole('searchbox', { name: 'Search conversations' });
    const submit = admin.page.getByRole('button', { name: 'Search', exact: true });
    await box.fill('佐藤');
    await submit.click();
    await expect(conversations(admin.page).getByText('佐藤 美咲')).toBeVisible();
    await submit.click();
    await box.press('Enter');
    // Give a request that should not exist time to show itself, then pass the 2-second window:
    // the same search goes to the server again.
    await admin.page.waitForTimeout(500);
    expect(searches).toHaveLength(1);
    await admin.page.waitForTimeout(1_600);
    await submit.click();
    await expect.poll(() => searches.length).toBe(2);
  });
});

test('a search finds a Japanese word of an earlier message, marks it, and opens the conversation at it', async ({
  browser,
}) => {
  const { page } = await openInbox(browser, ADMIN);
  await page.getByRole('searchbox', { name: 'Search conversations' }).fill('営業時間');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // 田中 健太 asked about opening hours, then sent a location: the words are not in the last message.
  const row = conversations(page).getByRole('link', { name: /田中 健太/ });
  await expect(row.locator('mark')).toHaveText('営業時間');
  await expect(row).toContainText('営業時間を教えてください。');
  await expect(conversations(page).getByRole('link')).toHaveCount(1);

  await row.click();
  await expect(page.getByRole('heading', { name: '田中 健太' })).toBeVisible();
  const found = history(page).locator('[aria-current="true"]');
  await expect(found).toContainText('営業時間を教えてください。');
  await expect(found).toContainText('Found by “営業時間”');
  await expect(found).toBeInViewport();
});

test('below the three-column width, the contact details open in a drawer from the chat header', async ({
  browser,
}) => {
  const { page } = await openInbox(browser, ADMIN);
  await page.setViewportSize({ width: 1000, height: 800 });
  await conversations(page).getByText('Somchai P.').click();
  await expect(page.getByRole('tablist', { name: 'Customer records' })).toBeHidden();
  await page.getByRole('button', { name: 'Contact details' }).click();
  await expect(page.getByRole('tablist', { name: 'Customer records' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: '../.tmp/screenshots/inbox-details-drawer.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tablist', { name: 'Customer records' })).toBeHidden();
});
