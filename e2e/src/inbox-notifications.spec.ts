import { type Browser, expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { friendWrites, openInbox, RUN, sandboxPhone, say } from './support/line-phone';
import { ADMIN } from './support/users';

type Notice = { title: string; body: string | undefined };

/**
 * The administrator's inbox in a browser that allows notifications, each `new Notification(...)`
 * recorded in `window.__notices` (the real one is still made).
 */
async function inboxWithNotices(browser: Browser) {
  const context = await browser.newContext({ permissions: ['notifications'] });
  await context.addInitScript(() => {
    const notices: { title: string; body: string | undefined }[] = [];
    Object.assign(window, { __notices: notices });
    window.Notification = class extends window.Notification {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        notices.push({ title, body: options?.body });
      }
    };
  });
  const inbox = await openInbox(browser, ADMIN, context);
  const notices = () => inbox.page.evaluate(() => (window as unknown as { __notices: Notice[] }).__notices);
  return { ...inbox, notices };
}

test('a friend’s new message shows a browser notification, except in the conversation being watched and for the agent’s own sends', async ({
  browser,
}) => {
  const admin = await inboxWithNotices(browser);
  const phoneUrl = await sandboxPhone(admin.page, admin.hubId);

  const ami = `Notice A ${RUN}`;
  const phone = await friendWrites(browser, phoneUrl, ami, 'Do you deliver?');
  const first = { title: `New LINE message from ${ami}`, body: 'Do you deliver?' };
  await expect.poll(admin.notices).toEqual([first]);

  // Watching Ami's conversation: her next message and the agent's answer notify no one.
  await admin.page.getByRole('navigation', { name: 'Conversations' }).getByText(ami).click();
  const composer = admin.page.getByRole('textbox', { name: 'Message' });
  await composer.fill('Yes, within 3 km.');
  await composer.press('Control+Enter');
  await say(phone, 'Great, thanks!');
  const history = admin.page.getByRole('list', { name: 'Messages' });
  await expect(history.getByText('Great, thanks!')).toBeVisible();

  // Another friend writes meanwhile: that one is notified.
  const ben = `Notice B ${RUN}`;
  await friendWrites(browser, phoneUrl, ben, 'Are you open on Sunday?');
  await expect
    .poll(admin.notices)
    .toEqual([first, { title: `New LINE message from ${ben}`, body: 'Are you open on Sunday?' }]);
});

test('turning the setting off stops the notifications', async ({ browser }) => {
  const admin = await inboxWithNotices(browser);
  const phoneUrl = await sandboxPhone(admin.page, admin.hubId);
  await admin.page.goto(`/${admin.hubId}/line/inbox-settings`);
  const toggle = admin.page.getByRole('switch', { name: 'Notify about new messages' });
  await expect(toggle).toBeChecked();
  await admin.page.screenshot({ path: '../.tmp/screenshots/inbox-settings-notify.png' });
  await toggle.click();
  await admin.page.getByRole('button', { name: 'Save' }).click();
  await expect(toggle).not.toBeChecked();
  await admin.page.goto(`/${admin.hubId}/line/inbox/1`);

  const name = `Quiet ${RUN}`;
  await friendWrites(browser, phoneUrl, name, 'Hello?');
  await expect(admin.page.getByRole('navigation', { name: 'Conversations' }).getByText(name)).toBeVisible();
  expect(await admin.notices()).toEqual([]);

  // Back on, as the demo hub had it, for the tests after this one.
  await admin.page.goto(`/${admin.hubId}/line/inbox-settings`);
  await toggle.click();
  await admin.page.getByRole('button', { name: 'Save' }).click();
  await expect(toggle).toBeChecked();
});

test('the settings page lets an agent’s browser allow notifications, and says when it refused (in Japanese)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const hubId = await signIn(page, ADMIN);
  await context.addCookies([{ name: 'lh_lang', value: 'ja', url: baseURL ?? '' }]);
  await page.goto(`/${hubId}/line/inbox-settings`);
  const allow = page.getByRole('button', { name: 'このブラウザで通知を許可' });
  await expect(allow).toBeVisible();
  await page.screenshot({ path: '../.tmp/screenshots/inbox-settings-notify-ja.png', fullPage: true });
  // Headless Chromium answers a permission request it was not granted with a refusal.
  await allow.click();
  await expect(
    page.getByText('このブラウザはHublineからの通知をブロックしています', { exact: false }),
  ).toBeVisible();
  await page.screenshot({ path: '../.tmp/screenshots/inbox-settings-notify-denied-ja.png', fullPage: true });
});
