import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { expectLoaded, signIn } from './auth';
import type { ADMIN, AGENT } from './users';

/** Names unique to this run, so a reused data dir never confuses two runs. */
export const RUN = Date.now().toString(36);

/** The demo account's channel and the sandbox phone page, as the administrator's API tells them. */
export async function sandboxPhone(page: Page, hubId: string) {
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
export async function friendWrites(browser: Browser, phoneUrl: string, name: string, text: string) {
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

export async function say(phone: Page, text: string) {
  const box = phone.getByRole('textbox', { name: /^Message/ });
  await box.fill(text);
  await box.press('Enter');
}

/** A user signed in on the first account's inbox, in a new context unless one is given. */
export async function openInbox(
  browser: Browser,
  user: typeof ADMIN | typeof AGENT,
  context?: BrowserContext,
) {
  const page = await (context ?? (await browser.newContext())).newPage();
  const hubId = await signIn(page, user);
  await page.goto(`/${hubId}/line/inbox/1`);
  await expectLoaded(page);
  return { page, hubId };
}
