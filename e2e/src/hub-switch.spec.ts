import { expect, type Page, test } from '@playwright/test';
import { apiSignIn, hubIdsByName } from './support/api';
import { expectLoaded, expectToast, HUB_HOME, hubIdOf, openProfileMenu, signIn } from './support/auth';
import { ADMIN, AGENT, HUB_NAMES } from './support/users';

function accountRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

test.describe('hub switching', () => {
  test('the administrator switches hubs from the profile menu', async ({ page }) => {
    const demoId = await signIn(page, ADMIN);

    const menu = await openProfileMenu(page);
    await expect(menu.getByText('Accounts', { exact: true })).toBeVisible();
    // Both hubs are listed, each with its id.
    await expect(menu.getByRole('menuitem', { name: /Hub ID: \d{8}/ })).toHaveCount(2);
    const taiwan = menu.getByRole('menuitem', { name: HUB_NAMES.taiwan });
    await expect(taiwan).toContainText('Hub ID: ');
    await taiwan.click();

    await expect(page).toHaveURL(HUB_HOME);
    await expect.poll(() => hubIdOf(page)).not.toBe(demoId);
    const taiwanId = hubIdOf(page);
    expect(taiwanId).toMatch(/^\d{8}$/);
    await expectToast(page, `Switched to ${HUB_NAMES.taiwan}.`);
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();

    // The menu now lists the new hub as the current one, with its id.
    const after = await openProfileMenu(page);
    await expect(after.getByRole('menuitem', { name: HUB_NAMES.taiwan })).toContainText(
      `Hub ID: ${taiwanId}`,
    );
    await after.getByRole('menuitem', { name: 'All accounts' }).click();

    await expect(page).toHaveURL(`/${taiwanId}/accounts`);
    await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
    for (const header of ['Account name', 'Hub ID', 'Plan'])
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(accountRow(page, HUB_NAMES.taiwan)).toContainText(taiwanId);
    await expect(accountRow(page, HUB_NAMES.taiwan).getByText('Current', { exact: true })).toBeVisible();
    await expect(accountRow(page, HUB_NAMES.taiwan).getByText('Professional')).toBeVisible();
    await expect(accountRow(page, HUB_NAMES.demo)).toContainText(demoId);
    await expect(accountRow(page, HUB_NAMES.demo).getByText('Trial')).toBeVisible();

    // And back, from the list.
    await accountRow(page, HUB_NAMES.demo).getByRole('button', { name: 'Switch' }).click();
    await expect(page).toHaveURL(`/${demoId}/profile`);
    await expectLoaded(page);
    const back = await openProfileMenu(page);
    await back.getByRole('menuitem', { name: 'All accounts' }).click();
    await expect(accountRow(page, HUB_NAMES.demo).getByText('Current', { exact: true })).toBeVisible();
    await expect(accountRow(page, HUB_NAMES.taiwan).getByRole('button', { name: 'Switch' })).toBeVisible();
  });

  test('the profile menu tells assistive technology which account is current', async ({ page }) => {
    await signIn(page, ADMIN);
    const menu = await openProfileMenu(page);
    // The check mark beside the current hub is labelled "Current account" in profile-menu.tsx.
    const current = menu
      .getByRole('menuitem')
      .filter({ has: page.getByRole('img', { name: 'Current account' }) });
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(`${HUB_NAMES.demo}Hub ID`);
  });

  test('the agent cannot open a hub it does not belong to', async ({ page, request }) => {
    await apiSignIn(request, ADMIN);
    const taiwanId = (await hubIdsByName(request)).get(HUB_NAMES.taiwan);
    expect(taiwanId).toBeDefined();

    const agentHubId = await signIn(page, AGENT);
    expect(agentHubId).not.toBe(taiwanId);
    await page.goto(`/${taiwanId}/profile`);

    await expectToast(page, 'Access denied');
    await expect(page).toHaveURL('/errors/error-403');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();

    // The agent's own hub is untouched.
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(`/${agentHubId}/profile`);
  });
});
