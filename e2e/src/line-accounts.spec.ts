import { expect, type Page, test } from '@playwright/test';
import { expectLoaded, expectToast, signIn } from './support/auth';
import { demoSandbox } from './support/broadcasts';
import { shoot } from './support/screenshots';
import { ADMIN, AGENT } from './support/users';

const FORBIDDEN_HEADING = 'You do not have access to this page';

/** One settings card of the account page, by its title. */
function card(page: Page, title: string) {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test.describe('LINE accounts', () => {
  test('the administrator connects a sandbox account through the stepper', async ({ page }) => {
    const hubId = await signIn(page, ADMIN);

    // Channels → LINE accounts.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Channels' })
      .click();
    await page.getByRole('menuitem', { name: 'LINE accounts' }).click();
    await expect(page).toHaveURL(`/${hubId}/line/accounts`);
    await expect(page.getByRole('heading', { name: 'LINE accounts', level: 1 })).toBeVisible();
    await expectLoaded(page);

    await page.getByRole('link', { name: 'Add LINE account' }).click();
    await expect(page).toHaveURL(`/${hubId}/line/accounts/create`);
    await expect(page.getByRole('heading', { name: 'Connect a LINE account', level: 1 })).toBeVisible();
    // core.md §2: the account-create screen has no top header.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

    // 1. Platform: the sandbox, with a channel made for us. Its step goes on only by making one:
    // no "Next" that would leave the sandbox path for the real-LINE channel step, empty.
    const { sandbox } = await demoSandbox(page, hubId);
    const sandboxChannels = async () =>
      ((await (await page.request.get(`${sandbox}/__sandbox/channels`)).json()) as { channels: unknown[] })
        .channels.length;
    const channelsBefore = await sandboxChannels();
    await page.getByRole('radio', { name: /^LINE sandbox/ }).check();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Create a sandbox channel' }).click();

    // 2. Channel: filled in.
    await expect(page.getByText("The new sandbox channel's ID and secret are filled in.")).toBeVisible();
    await expect(page.getByLabel('Channel ID')).toHaveValue(/^\d{10}$/);
    await expect(page.getByLabel('Channel secret')).toHaveValue(/^[0-9a-f]{32}$/);
    const channelId = await page.getByLabel('Channel ID').inputValue();

    // Back and on again: the same channel, not a second one left behind on the sandbox.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(
      page.getByText('The sandbox channel made for you is kept: Next goes on with it.'),
    ).toBeVisible();
    await shoot(page, 'line-account-create-sandbox-kept-en');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Channel ID')).toHaveValue(channelId);
    expect(await sandboxChannels()).toBe(channelsBefore + 1);
    await page.getByRole('button', { name: 'Next' }).click();

    // 3. Access token: verified live, which shows the bot.
    await expect(page.getByRole('heading', { name: 'Channel access token' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Verify' }).click();
    const bot = page.getByRole('status').filter({ hasText: 'Verified' });
    await expect(bot).toContainText('Sandbox OA');
    const basicId = (await bot.textContent())?.match(/@\w+/)?.[0] ?? '';
    expect(basicId).not.toBe('');
    await page.getByRole('button', { name: 'Next' }).click();

    // 4. Options, then Connect.
    const description = `Browser test ${basicId}`;
    await page.getByLabel('Description').fill(description);
    await page.getByRole('switch', { name: /^Create a follow-up task for messages/ }).check();
    await page.getByRole('button', { name: 'Connect' }).click();

    // Completion: the webhook was set and LINE's test call reached us.
    await expect(page.getByRole('heading', { name: 'Sandbox OA is connected' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Webhook URL' })).toHaveValue(
      /\/webhooks\/line\/[0-9a-f-]{36}$/,
    );
    await expect(
      page.getByText('The webhook URL was set on the channel through the LINE API.'),
    ).toBeVisible();
    await expect(page.getByText('LINE tested the webhook and reached Hubline.')).toBeVisible();

    // The account: its header, and the option chosen at creation.
    await page.getByRole('link', { name: 'Open the account' }).click();
    await expect(page).toHaveURL(new RegExp(`/${hubId}/line/accounts/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { name: 'Sandbox OA', level: 1 })).toBeVisible();
    await expect(page.getByText(basicId, { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    const options = card(page, 'Options');
    await expect(
      options.getByRole('switch', { name: /^Create a follow-up task for messages/ }),
    ).toBeChecked();

    // Save one more option; it is still on after a reload.
    const hideSender = options.getByRole('switch', { name: /^Hide the sender's name/ });
    await expect(hideSender).not.toBeChecked();
    await hideSender.check();
    await options.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'The LINE account settings have been saved.');
    await page.reload();
    await expect(
      card(page, 'Options').getByRole('switch', { name: /^Hide the sender's name/ }),
    ).toBeChecked();

    // And the list shows it.
    await page.getByRole('link', { name: 'LINE accounts' }).click();
    await expect(page).toHaveURL(`/${hubId}/line/accounts`);
    const accountCard = page.getByRole('listitem').filter({ hasText: basicId });
    await expect(accountCard).toContainText('Sandbox OA');
    await expect(accountCard).toContainText(description);
    await expect(accountCard).toContainText('Sandbox');
  });

  test('the account card shows LINE’s targeted reach, this month’s sends and LINE’s quota, loading apart and "—" when LINE fails', async ({
    page,
    context,
    baseURL,
  }) => {
    const hubId = await signIn(page, ADMIN);
    const { sandbox, accountId, channelId } = await demoSandbox(page, hubId);
    const setQuota = (quota: object) =>
      page.request.patch(`${sandbox}/__sandbox/channels/${channelId}`, { data: { quota } });
    const figuresOf = async () => {
      const { items } = (await (await page.request.get(`/api/${hubId}/line/figures`)).json()) as {
        items: { id: string; usage: number; targetedReaches: number | null }[];
      };
      return items.find((item) => item.id === accountId);
    };
    const demoCard = page.getByRole('listitem').filter({ hasText: '@sakuracafe' });
    const stat = (label: string) => demoCard.getByRole('group', { name: label, exact: true });

    try {
      expect((await setQuota({ type: 'limited', value: 12_000 })).ok(), 'LINE sets a quota').toBe(true);
      const expected = await figuresOf();
      expect(expected?.targetedReaches, 'LINE counted yesterday').not.toBeNull();

      // The cards come at once; their figures follow (held back here) with skeletons meanwhile.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`**/api/${hubId}/line/figures`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/${hubId}/line/accounts`);
      await expect(demoCard).toContainText('Friends');
      await expect(stat('LINE quota').locator('[aria-busy="true"]')).toBeVisible();
      release();
      await expect(stat('LINE quota')).toHaveText('LINE quota12,000');
      await expect(stat('Sent this month')).toHaveText(
        `Sent this month${expected?.usage.toLocaleString('en')}`,
      );
      await expect(stat('Targeted reach')).toHaveText(
        `Targeted reach${expected?.targetedReaches?.toLocaleString('en')}`,
      );
      await page.unroute(`**/api/${hubId}/line/figures`);
      await shoot(page, 'line-accounts-figures-en');

      // No limit: N/A. LINE failing: "—" for that figure, with why; the page itself stands.
      await setQuota({ type: 'none' });
      await page.reload();
      await expect(stat('LINE quota')).toHaveText('LINE quotaN/A');
      const faults = await page.request.put(`${sandbox}/__sandbox/faults`, {
        data: { rules: [{ pathPrefix: '/v2/bot/message/quota', serverError: 1 }] },
      });
      expect(faults.ok(), 'LINE quota calls fail').toBe(true);
      await page.reload();
      await expect(stat('LINE quota')).toHaveText('LINE quota—', { timeout: 20_000 });
      await stat('LINE quota').getByText('—').hover();
      await expect(page.getByRole('tooltip')).toHaveText('LINE did not give this figure. Try again later.');
      await shoot(page, 'line-accounts-figures-unavailable-en');
      // Neither the page's error nor a toast: the other figures stand.
      await expect(page.getByText('This could not be loaded.')).toHaveCount(0);
      await expect(page.getByRole('alert').filter({ hasNotText: 'Hubline demo' })).toHaveCount(0);
      await expect(stat('Sent this month')).not.toHaveText(/—/);
      await page.request.delete(`${sandbox}/__sandbox/faults`);

      await setQuota({ type: 'limited', value: 12_000 });
      for (const [lang, quota] of [
        ['ja', 'LINE の上限12,000'],
        ['zh-TW', 'LINE 上限12,000'],
      ] as const) {
        await context.addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);
        await page.reload();
        await expectLoaded(page);
        await expect(demoCard.getByRole('group', { name: quota.replace('12,000', '') })).toHaveText(quota);
        await shoot(page, `line-accounts-figures-${lang}`);
      }
    } finally {
      // The demo account is shared by the specs that follow: LINE sets it no quota again.
      await page.request.delete(`${sandbox}/__sandbox/faults`);
      await setQuota({ type: 'none' });
      await context.addCookies([{ name: 'lh_lang', value: 'en', url: baseURL ?? '' }]);
    }
  });

  test('the sandbox step in Japanese and Chinese offers to make the channel', async ({ page }) => {
    const hubId = await signIn(page, ADMIN);
    for (const [lang, make] of [
      ['ja', 'サンドボックスチャネルを作成'],
      ['zh-TW', '建立沙盒頻道'],
    ] as const) {
      await page.goto(`/${hubId}/line/accounts/create?lang=${lang}`);
      await page.getByRole('radio').nth(1).check();
      await expect(page.getByRole('button', { name: make })).toBeVisible();
      await shoot(page, `line-account-create-sandbox-${lang}`);
    }
  });

  test('a friends address past the last page shows the last page, and the address follows', async ({
    page,
  }) => {
    const hubId = await signIn(page, ADMIN);
    const { accountId } = await demoSandbox(page, hubId);
    const friends = await page.request.get(`/api/${hubId}/line/user-manage/${accountId}?limit=25`);
    const { total } = (await friends.json()) as { total: number };
    expect(total, 'the demo account has one page of friends').toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(25);

    // A kept address (/friends/2) after friends left: page 1, never "26–5 of 5".
    const friendsTab = `/${hubId}/line/accounts/${accountId}/friends`;
    for (const [lang, range] of [
      ['en', `1–${total} of ${total}`],
      ['ja', `${total}件中 1–${total}件`],
      ['zh-TW', `第 1–${total} 筆，共 ${total} 筆`],
    ] as const) {
      await page.goto(`${friendsTab}/2?lang=${lang}`);
      await expect(page).toHaveURL(new RegExp(`${friendsTab}(\\?lang=${lang})?$`));
      await expect(page.getByText(range, { exact: true })).toBeVisible();
      await expectLoaded(page);
      await shoot(page, `line-account-friends-past-end-${lang}`);
    }
  });

  test('the Delete tab stays red when selected, as its button, never the green of the others', async ({
    page,
  }) => {
    const hubId = await signIn(page, ADMIN);
    const { accountId } = await demoSandbox(page, hubId);
    await page.goto(`/${hubId}/line/accounts/${accountId}`);
    const tabs = page.getByRole('tablist', { name: 'Account sections' });
    await tabs.getByRole('tab', { name: 'Delete' }).click();
    await expect(page).toHaveURL(`/${hubId}/line/accounts/${accountId}/delete`);
    const tab = tabs.getByRole('tab', { name: 'Delete' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const red = await page
      .getByRole('button', { name: 'Delete LINE account' })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    await expect(tab).toHaveCSS('color', red);
    // The underline under the selected tab too (the tab bar's indicator).
    await expect(page.locator('.MuiTabs-indicator')).toHaveCSS('background-color', red);
    await shoot(page, 'line-account-delete-tab-en');
    for (const lang of ['ja', 'zh-TW'] as const) {
      await page.goto(`/${hubId}/line/accounts/${accountId}/delete?lang=${lang}`);
      await expect(page.locator('.MuiTabs-indicator')).toHaveCSS('background-color', red);
      await shoot(page, `line-account-delete-tab-${lang}`);
    }
  });

  test('the agent has no Channels menu, and LINE accounts answer 403', async ({ page }) => {
    const hubId = await signIn(page, AGENT);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Channels' })).toHaveCount(0);

    for (const path of ['line/accounts', 'line/accounts/create']) {
      await page.goto(`/${hubId}/${path}`);
      await expect(page).toHaveURL('/errors/error-403');
      await expect(page.getByRole('heading', { name: FORBIDDEN_HEADING })).toBeVisible();
    }
    // The server refuses too, not only the screen.
    expect((await page.request.get(`/api/${hubId}/line`)).status()).toBe(403);
  });
});
