import { expect, type Page, test } from '@playwright/test';
import { openProfileMenu, signIn } from './support/auth';
import { ADMIN, AGENT } from './support/users';

/** The top-bar groups of core.md §2. Built so far: LINE accounts (Channels), the inbox, quick replies and tags (Conversations), broadcasts, rich messages, card-based messages, LINE notification messages and files (Marketing), contacts and lists (Data Sources). */
const MENU_GROUPS = ['Channels', 'Conversations', 'Marketing', 'Data Sources', 'Reports'];

/** The groups the user sees, in order; the others are absent. */
async function expectMenus(page: Page, shown: string[]) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeAttached();
  await expect(nav.getByRole('button')).toHaveText(shown);
  for (const name of MENU_GROUPS.filter((group) => !shown.includes(group)))
    await expect(page.getByRole('button', { name })).toHaveCount(0);
}

test.describe('menu visibility', () => {
  test('the administrator sees Channels, Conversations, Marketing, Data Sources, account settings and the mail outbox', async ({
    page,
  }) => {
    const hubId = await signIn(page, ADMIN);
    await expectMenus(page, ['Channels', 'Conversations', 'Marketing', 'Data Sources']);
    await page.getByRole('button', { name: 'Channels' }).click();
    // SMS numbers has no screen yet, so the group holds LINE accounts only.
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['LINE accounts']);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Conversations' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Inbox', 'Quick replies', 'Tags']);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Marketing' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Broadcasts',
      'Rich Messages',
      'Rich Video',
      'Card-based',
      // The item carries its Beta chip.
      /^LINE Notification Messages/,
      'Files',
    ]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Data Sources' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Contacts', 'Lists']);
    await page.keyboard.press('Escape');

    const gear = page.getByRole('link', { name: 'Account settings' });
    await expect(gear).toBeVisible();
    await expect(gear).toHaveAttribute('href', `/${hubId}/account`);

    const menu = await openProfileMenu(page);
    await expect(menu.getByText(ADMIN.name)).toBeVisible();
    await expect(menu.getByText(ADMIN.email)).toBeVisible();
    for (const item of ['Profile', 'All accounts', 'Knowledge base', 'Product updates', 'Sign out'])
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Mail outbox' }).click();
    await expect(page).toHaveURL(`/${hubId}/mail-outbox`);
    await expect(page.getByRole('heading', { name: 'Mail outbox', level: 1 })).toBeVisible();

    await gear.click();
    await expect(page).toHaveURL(`/${hubId}/account`);
    await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
  });

  test("the menu keeps its place while the hub's CRM loads: Data Sources waits, disabled, where it will be", async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/crm\/connection$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('button')).toHaveText([
      'Channels',
      'Conversations',
      'Marketing',
      'Data Sources',
    ]);
    const dataSources = nav.getByRole('button', { name: 'Data Sources' });
    await expect(dataSources).toBeDisabled();
    const waiting = await dataSources.boundingBox();
    release();
    await expect(dataSources).toBeEnabled();
    expect(await dataSources.boundingBox()).toEqual(waiting);
    await dataSources.click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Contacts', 'Lists']);
  });

  test('the agent sees only the inbox, quick replies, tags and contacts, and account settings and lists answer 403', async ({
    page,
  }) => {
    const hubId = await signIn(page, AGENT);
    // The inbox flag opens the inbox and contacts; lists need the broadcasts flag the agent lacks.
    await expectMenus(page, ['Conversations', 'Data Sources']);
    // Agents answer with quick replies and tag the friends they chat with (the demo agent holds
    // permissionTemplates and permissionTags).
    await page.getByRole('button', { name: 'Conversations' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Inbox', 'Quick replies', 'Tags']);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Data Sources' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Contacts']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Account settings' })).toHaveCount(0);

    const menu = await openProfileMenu(page);
    await expect(menu.getByText(AGENT.email)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    // Every user reads their own mails in the outbox.
    await expect(menu.getByRole('menuitem', { name: 'Mail outbox' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.goto(`/${hubId}/lists`);
    await expect(page).toHaveURL('/errors/error-403');
    await page.goto(`/${hubId}/account`);
    await expect(page).toHaveURL('/errors/error-403');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expect(
      page.getByText('Ask an administrator of the account for access, or go back to your home page.'),
    ).toBeVisible();

    await page.goto(`/${hubId}/no-such-page`);
    await expect(page).toHaveURL('/errors/error-404');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(`/${hubId}/profile`);
  });
});
