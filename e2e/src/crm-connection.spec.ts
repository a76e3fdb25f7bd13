import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiSignIn, CSRF } from './support/api';
import { expectLoaded, expectToast, signIn } from './support/auth';
import { breakStandIn, createStandInPortal, offerHubspotOAuth } from './support/hubspot';
import { ADMIN } from './support/users';

/** The CRM card of Account settings. */
const crmCard = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'CRM', exact: true, level: 2 }) });

async function openAccountSettings(page: Page): Promise<Locator> {
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
  await expectLoaded(page);
  return crmCard(page);
}

/** The Data Sources items of the top bar (the group is gone when it has none). */
async function dataSources(page: Page): Promise<string[]> {
  const group = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Data Sources' });
  if ((await group.count()) === 0) return [];
  await group.click();
  const items = await page.getByRole('menu').getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  return items;
}

async function openConnectDialog(card: Locator, page: Page): Promise<Locator> {
  await card.getByRole('button', { name: 'Connect HubSpot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect HubSpot' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** "Connect the sandbox with OAuth": the browser goes to the sandbox's authorize page. */
async function startSandboxOAuth(dialog: Locator, page: Page) {
  await dialog.getByRole('button', { name: 'Connect the sandbox with OAuth' }).click();
  await expect(
    page.getByRole('heading', { name: /wants access to a HubSpot account/, level: 1 }),
  ).toBeVisible();
}

async function disconnect(card: Locator, page: Page) {
  await card.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('dialog', { name: 'Go back to the built-in CRM?' });
  await expect(confirm).toContainText('Your contacts stay in HubSpot');
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expectToast(page, 'This hub uses the built-in CRM again.');
  await expect(card).toContainText('Built-in CRM');
}

test.describe('the hub’s CRM', () => {
  let hubId = '';

  // Whatever happens, the next spec finds the hub on the built-in CRM and the stand-in healthy.
  test.afterEach(async ({ request }) => {
    await breakStandIn(request, false);
    if (!hubId) return;
    await apiSignIn(request, ADMIN);
    const response = await request.delete(`/api/${hubId}/crm/connection`, { headers: CSRF });
    expect(response.ok()).toBe(true);
  });

  test('the administrator tries HubSpot on the sandbox, then goes back to the built-in CRM', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    hubId = await signIn(page, ADMIN);
    const card = await openAccountSettings(page);
    await expect(card).toContainText('Built-in CRM');
    expect(await dataSources(page)).toEqual(['Contacts', 'Lists']);

    // A wrong private-app token: the server's refusal, translated, under the token field.
    const dialog = await openConnectDialog(card, page);
    const token = dialog.getByRole('textbox', { name: 'Access token' });
    await expect(dialog).toContainText('Settings → Integrations → Private apps');
    await token.fill('pat-na1-not-a-real-token');
    await expect(token).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show access token' }).click();
    await expect(token).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(dialog).toContainText(
      'HubSpot did not accept this access token. Copy it again from your private app.',
    );

    // The sandbox: a new portal, then its first sync.
    await dialog.getByRole('button', { name: 'Use the HubSpot sandbox' }).click();
    await expectToast(page, 'This hub now uses HubSpot (portal');
    await expect(dialog).toHaveCount(0);
    await expect(card.getByText('Sandbox', { exact: true })).toBeVisible();
    await expect(card).toContainText(/Portal ID\s*\d+/);
    await expect(card.locator('time')).toContainText(/now|ago/, { timeout: 20_000 });
    await expect(card.getByRole('alert')).toHaveCount(0);

    // The built-in CRM's screens leave the menu; their addresses say where the contacts are.
    expect(await dataSources(page)).toEqual([]);
    await page.goto(`/${hubId}/contacts`);
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
    await expect(page.getByText('This account uses HubSpot')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByRole('link', { name: 'CRM settings' }).click();
    await expect(page).toHaveURL(`/${hubId}/account`);

    await crmCard(page).getByRole('button', { name: 'Sync now' }).click();
    await expectToast(page, 'The sync with HubSpot has started.');

    await disconnect(crmCard(page), page);
    expect(await dataSources(page)).toEqual(['Contacts', 'Lists']);
    await page.goto(`/${hubId}/lists`);
    await expect(page.getByRole('heading', { name: 'Lists', level: 1 })).toBeVisible();
    await expect(page.getByText('This account uses HubSpot')).toHaveCount(0);
  });

  test('a private-app token connects a portal, whose failing sync shows its error', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const portal = await createStandInPortal(request);
    hubId = await signIn(page, ADMIN);
    const card = await openAccountSettings(page);
    const dialog = await openConnectDialog(card, page);
    await dialog.getByRole('textbox', { name: 'Access token' }).fill(portal.accessToken);
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await expectToast(page, `This hub now uses HubSpot (portal ${portal.portalId}).`);
    await expect(card).toContainText(portal.portalId);
    await expect(card.getByText('Sandbox', { exact: true })).toHaveCount(0);
    await expect(card).toContainText(/Signs in with\s*Private app/);
    await expect(card.locator('time')).toBeVisible({ timeout: 20_000 });

    // HubSpot fails: the sync's error shows in an alert; once it answers again, the alert goes.
    await breakStandIn(request, true);
    await card.getByRole('button', { name: 'Sync now' }).click();
    await expect(card.getByRole('alert')).toContainText('The last sync failed', { timeout: 20_000 });
    await breakStandIn(request, false);
    await card.getByRole('button', { name: 'Sync now' }).click();
    await expect(card.getByRole('alert')).toHaveCount(0, { timeout: 20_000 });
    await disconnect(card, page);
  });

  test('the administrator connects the sandbox with OAuth, approving on its authorize page', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    hubId = await signIn(page, ADMIN);
    const dialog = await openConnectDialog(await openAccountSettings(page), page);
    await startSandboxOAuth(dialog, page);
    await page.getByRole('radio', { name: 'Grant access to a new sandbox portal' }).check();
    await page.getByRole('button', { name: 'Approve' }).click();

    // Back on Account settings: told once, and the address no longer carries the outcome.
    await expectToast(page, 'This hub now uses HubSpot (portal');
    await expect(page).toHaveURL(`/${hubId}/account`);
    const card = crmCard(page);
    await expect(card.getByText('Sandbox', { exact: true })).toBeVisible();
    await expect(card).toContainText(/Signs in with\s*OAuth/);
    await expect(card).toContainText(/Portal ID\s*\d+/);
    await expect(card.locator('time')).toContainText(/now|ago/, { timeout: 20_000 });
    await expect(card.getByRole('alert')).toHaveCount(0);
  });

  test('declining on the authorize page leaves the built-in CRM, saying why', async ({ page }) => {
    hubId = await signIn(page, ADMIN);
    const dialog = await openConnectDialog(await openAccountSettings(page), page);
    await startSandboxOAuth(dialog, page);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(`/${hubId}/account`);
    const card = crmCard(page);
    const refusal = card.getByRole('alert').filter({ hasText: 'Access to HubSpot was not granted.' });
    await expect(refusal).toBeVisible();
    await expect(card).toContainText('Built-in CRM');

    // Read once: a reload does not tell it again.
    await page.reload();
    await expectLoaded(page);
    await expect(crmCard(page)).toContainText('Built-in CRM');
    await expect(crmCard(page).getByRole('alert')).toHaveCount(0);

    // A sign-in link that was not the server's: it cannot say the hub, yet the card says why.
    await page.goto('/api/crm/oauth/callback?state=forged&code=stolen');
    const forged = crmCard(page).getByRole('alert');
    await expect(forged).toContainText('This HubSpot sign-in link has expired or was already used.');
    await expect(page).toHaveURL(`/${hubId}/account`);
    await forged.getByRole('button', { name: 'Close' }).click();
    await expect(forged).toHaveCount(0);
  });

  test('Connect with HubSpot on a server without a HubSpot app: the server’s refusal in the dialog', async ({
    page,
  }) => {
    await offerHubspotOAuth(page);
    hubId = await signIn(page, ADMIN);
    const dialog = await openConnectDialog(await openAccountSettings(page), page);
    await dialog.getByRole('button', { name: 'Connect with HubSpot' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Connecting with HubSpot is not set up on this server. Use a private-app access token instead.',
    );
    await expect(page).toHaveURL(`/${hubId}/account`);
    await expect(dialog.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
  });
});
