import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectLoaded, signIn } from './support/auth';
import { ADMIN, AGENT } from './support/users';

/** Names unique to this run, so a reused data dir never confuses two runs. */
const RUN = Date.now().toString(36);

/** The demo account's channel and the sandbox phone page, as the administrator's API tells them. */
async function sandboxPhone(page: Page, hubId: string) {
  const platforms = await page.request.get(`/api/${hubId}/line/platforms`);
  const { phoneUrl } = (await platforms.json()) as { phoneUrl: string | null };
  const accounts = await page.request.get(`/api/${hubId}/line`);
  const { items } = (await accounts.json()) as { items: { seq: number; channelId: string }[] };
  const demo = items.find((account) => account.seq === 1);
  expect(phoneUrl, 'the demo server runs the LINE sandbox').not.toBeNull();
  expect(demo, 'the demo hub has a LINE account').toBeDefined();
  return `${phoneUrl}?channel=${demo?.channelId}`;
}

/** A new LINE user on the sandbox phone who follows the account and writes `text`. */
async function friendWrites(browser: Browser, phoneUrl: string, name: string, text: string) {
  const phone = await (await browser.newContext()).newPage();
  await phone.goto(phoneUrl);
  await phone.getByPlaceholder('Display name').fill(name);
  await phone.getByRole('button', { name: 'Create user' }).click();
  // The new user is selected and a friend (the page starts on another friend: wait for the switch).
  const me = phone.getByRole('list', { name: 'Users' }).getByRole('button', { name: new RegExp(name) });
  await expect(me).toHaveAttribute('aria-pressed', 'true');
  await expect(me.getByText('friend', { exact: true })).toBeVisible();
  await say(phone, text);
  return phone;
}

async function say(phone: Page, text: string) {
  const box = phone.getByRole('textbox', { name: /^Message/ });
  await box.fill(text);
  await box.press('Enter');
}

async function openInbox(browser: Browser, user: typeof ADMIN | typeof AGENT) {
  const page = await (await browser.newContext()).newPage();
  const hubId = await signIn(page, user);
  await page.goto(`/${hubId}/line/inbox/1`);
  await expectLoaded(page);
  return { page, hubId };
}

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
