import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { CSRF } from './support/api';
import { expectLoaded, expectToast, signIn } from './support/auth';
import { SHOTS } from './support/screenshots';
import { ADMIN, AGENT } from './support/users';

/** A mark unique to this run, so searches find only what this run made. */
const RUN = `bl${Date.now().toString(36)}`;
/**
 * Drafts made through the API with the page's own session (set-up, not the screen under test),
 * dated a minute ago: the search condition's date range reads the broadcast date.
 */
async function createDrafts(page: Page, hubId: string, names: string[]) {
  const broadcastDate = new Date(Date.now() - 60_000).toISOString();
  const accounts = await page.request.get(`/api/${hubId}/line`);
  const { items } = (await accounts.json()) as { items: { id: string }[] };
  const accountId = items[0]?.id;
  expect(accountId, 'the demo hub has a LINE account').toBeDefined();
  for (const name of names) {
    const response = await page.request.post(`/api/${hubId}/line/broadcast-setting`, {
      headers: CSRF,
      data: { name, accountId, broadcastDate, messages: [{ type: 'text', text: `Hello from ${name}` }] },
    });
    expect(response.ok(), `draft ${name}`).toBe(true);
  }
}

/** The table's body rows (the header row holds column headers, not cells). */
const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });

async function pick(page: Page, name: string) {
  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
}

/** Clicks a bulk action of the count bar and returns its confirmation dialog. */
async function bulk(page: Page, action: string, title: string) {
  await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(text);
}

test.describe('Broadcast list', () => {
  test('tabs, search, folders and every bulk action with its confirmation', async ({ page }) => {
    test.setTimeout(120_000);
    const hubId = await signIn(page, ADMIN);
    const spring = `Spring sale ${RUN}`;
    const autumn = `Autumn news ${RUN}`;
    await createDrafts(page, hubId, [spring, autumn]);

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Marketing' })
      .click();
    await page.getByRole('menuitem', { name: 'Broadcasts' }).click();
    await expect(page).toHaveURL(`/${hubId}/line/broadcasts`);
    await expect(page.getByRole('heading', { name: 'Broadcasts', level: 1 })).toBeVisible();
    await expectLoaded(page);
    await expect(page.getByRole('tab', { name: /^Draft/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'Create broadcast' })).toHaveAttribute(
      'href',
      `/${hubId}/line/broadcasts/create`,
    );

    // The search narrows the rows and the tab counts alike.
    await search(page, RUN);
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByRole('tab', { name: /^Draft/ })).toHaveText('Draft2');
    await expect(page.getByRole('tab', { name: /^Sent/ })).toHaveText('Sent0');
    await expect(row(page, spring).getByRole('link', { name: spring })).toHaveAttribute(
      'href',
      new RegExp(`^/${hubId}/line/broadcast/[^/]+$`),
    );
    await search(page, `Spring sale ${RUN}`);
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Recurring' }).click();
    await expect(page.getByText('No broadcasts here')).toBeVisible();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'All types' }).click();
    await page.getByRole('combobox', { name: 'Broadcast date' }).click();
    await page.getByRole('option', { name: 'Last days' }).click();
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Last 7 days');
    await expect(rows(page)).toHaveCount(1);
    // A custom range is whole days of the hub's time zone: today holds the draft, tomorrow nothing.
    const profile = (await (await page.request.get('/api/profile')).json()) as { timezone: string };
    const day = (offset: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: profile.timezone }).format(
        Date.now() + offset * 86_400_000,
      );
    await page.getByRole('combobox', { name: 'Broadcast date' }).click();
    await page.getByRole('option', { name: 'Custom range' }).click();
    await page.getByLabel('From').fill(day(0));
    await page.getByLabel('To').fill(day(0));
    await expect(rows(page)).toHaveCount(1);
    await page.getByLabel('To').fill(day(1));
    await page.getByLabel('From').fill(day(1));
    await expect(page.getByText('No broadcasts here')).toBeVisible();
    await page.getByRole('combobox', { name: 'Broadcast date' }).click();
    await page.getByRole('option', { name: 'All dates' }).click();
    await search(page, RUN);
    await expect(rows(page)).toHaveCount(2);

    // A folder, and the spring draft moved into it.
    const folder = `Folder ${RUN}`;
    await page.getByRole('button', { name: 'New folder' }).click();
    const naming = page.getByRole('dialog', { name: 'New folder' });
    await naming.getByRole('textbox', { name: 'Folder name' }).fill(folder);
    await naming.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'Folder created.');
    const folders = page.getByRole('navigation', { name: 'Folders' });
    await expect(folders.getByRole('button', { name: `${folder} (0)` })).toBeVisible();

    await pick(page, spring);
    await expect(page.getByRole('region', { name: 'Selected rows' })).toContainText('1 selected');
    const move = await bulk(page, 'Move', 'Move 1 broadcast');
    await move.getByRole('combobox', { name: 'Folder' }).click();
    await page.getByRole('option', { name: folder }).click();
    await move.getByRole('button', { name: 'Move' }).click();
    await expectToast(page, 'Moved.');
    await folders.getByRole('button', { name: `${folder} (1)` }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, spring)).toBeVisible();

    // Inside the folder, a move offers every place but this folder.
    await pick(page, spring);
    await bulk(page, 'Move', 'Move 1 broadcast');
    await page.getByRole('dialog').getByRole('combobox', { name: 'Folder' }).click();
    await expect(page.getByRole('option')).toHaveText(['No folder']);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // A folder holding broadcasts is not deleted: the server says why.
    await folders.getByRole('button', { name: `Delete folder ${folder}` }).click();
    await page.getByRole('dialog', { name: 'Delete folder' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'A folder with items cannot be deleted.');
    await expect(folders.getByRole('button', { name: `${folder} (1)` })).toBeVisible();

    // Duplicate beside the original: the copy is a draft in the same folder.
    const duplicate = await bulk(page, 'Duplicate', 'Duplicate 1 broadcast');
    await expect(duplicate.getByRole('combobox', { name: 'Folder' })).toHaveText(
      'Same folder as the original',
    );
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await expectToast(page, 'Duplicated.');
    await expect(rows(page)).toHaveCount(2);
    await expect(row(page, `${spring} (copy)`)).toBeVisible();

    // Archive the autumn draft from all broadcasts, then restore it from the Archived tab.
    await folders.getByRole('button', { name: 'All broadcasts' }).click();
    await expect(rows(page)).toHaveCount(3);
    await pick(page, autumn);
    const archive = await bulk(page, 'Archive', 'Archive 1 broadcast');
    await archive.getByRole('button', { name: 'Archive' }).click();
    await expectToast(page, 'Archived.');
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByRole('tab', { name: /^Archived/ })).toHaveText(/^Archived1$/);
    await page.getByRole('tab', { name: /^Archived/ }).click();
    // The tab keeps the search in the address.
    await expect(page).toHaveURL(`/${hubId}/line/broadcasts/archived?q=${RUN}`);
    await expect(rows(page)).toHaveCount(1);
    await pick(page, autumn);
    const restore = await bulk(page, 'Restore', 'Restore 1 broadcast');
    await restore.getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Restored from the archive.');
    await expect(page.getByText('No broadcasts here')).toBeVisible();
    await page.getByRole('tab', { name: /^Draft/ }).click();
    await expect(rows(page)).toHaveCount(3);

    // Export the page's rows as the server's CSV file.
    await page.getByRole('checkbox', { name: 'Select all broadcasts on this page' }).check();
    await expect(page.getByRole('region', { name: 'Selected rows' })).toContainText('3 selected');
    const exporting = await bulk(page, 'Export', 'Export 3 broadcasts');
    const download = page.waitForEvent('download');
    await exporting.getByRole('button', { name: 'Export' }).click();
    expect((await download).suggestedFilename()).toMatch(/^LINE-Broadcasts-.+\.csv$/);
    await expect(exporting).toHaveCount(0);

    // Delete them all; the folder, empty now, can go too.
    const remove = await bulk(page, 'Delete', 'Delete 3 broadcasts');
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Deleted.');
    await expect(page.getByText('No broadcasts here')).toBeVisible();
    await folders.getByRole('button', { name: `${folder} (0)` }).click();
    await folders.getByRole('button', { name: `Delete folder ${folder}` }).click();
    await page.getByRole('dialog', { name: 'Delete folder' }).getByRole('button', { name: 'Delete' }).click();
    await expect(folders.getByRole('button', { name: new RegExp(folder) })).toHaveCount(0);
    await expect(folders.getByRole('button', { name: 'All broadcasts' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a user without the broadcasts permission is refused the list and its settings', async ({ page }) => {
    const hubId = await signIn(page, AGENT);
    await page.goto(`/${hubId}/line/broadcasts`);
    await expect(page).toHaveURL('/errors/error-403');
    await page.goto(`/${hubId}/line/broadcasts-config`);
    await expect(page).toHaveURL('/errors/error-403');
  });

  test('a status that is not a tab is not found', async ({ page }) => {
    const hubId = await signIn(page, ADMIN);
    await page.goto(`/${hubId}/line/broadcasts/sending`);
    await expect(page).toHaveURL('/errors/error-404');
  });

  test('auto-archive is switched on with its number of days', async ({ page }) => {
    const hubId = await signIn(page, ADMIN);
    await page.goto(`/${hubId}/line/broadcasts`);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(`/${hubId}/line/broadcasts-config`);
    await expect(page.getByRole('heading', { name: 'Broadcast settings', level: 1 })).toBeVisible();
    await expectLoaded(page);
    const toggle = page.getByRole('switch', { name: 'Archive old sent broadcasts automatically' });
    await toggle.check();
    await page.getByRole('spinbutton', { name: 'Days after sending' }).fill('0');
    await expect(page.getByText('Enter a whole number of days from 1 to 3,650.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.getByRole('spinbutton', { name: 'Days after sending' }).fill('45');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Broadcast settings saved.');
    await page.reload();
    await expect(toggle).toBeChecked();
    await expect(page.getByRole('spinbutton', { name: 'Days after sending' })).toHaveValue('45');
  });

  test('screenshots in en, ja and zh-TW', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const hubId = await signIn(page, ADMIN);
    await createDrafts(page, hubId, [`Year-end campaign with a rather long name ${RUN}`, `Welcome ${RUN}`]);
    const folder = await page.request.post(`/api/${hubId}/line/broadcast-settings/folders`, {
      headers: CSRF,
      data: { name: `Seasonal campaigns ${RUN}` },
    });
    expect(folder.ok()).toBe(true);
    const headings = { en: 'Broadcasts', ja: '一斉配信', 'zh-TW': '群發訊息' } as const;
    for (const lang of ['en', 'ja', 'zh-TW'] as const) {
      await context.addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);
      await page.goto(`/${hubId}/line/broadcasts`);
      await expect(page.getByRole('heading', { name: headings[lang], level: 1 })).toBeVisible();
      await expectLoaded(page);
      await page.getByRole('searchbox').fill(RUN);
      await expect(rows(page)).toHaveCount(2);
      await rows(page).first().getByRole('checkbox').check();
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      await page.screenshot({ path: path.join(SHOTS, `broadcasts-list-${lang}.png`), fullPage: true });
      if (lang === 'ja') {
        // The search fields and the count bar wrap on a narrow window; the table scrolls inside its card.
        await page.setViewportSize({ width: 600, height: 900 });
        await page.screenshot({ path: path.join(SHOTS, 'broadcasts-list-narrow-ja.png'), fullPage: true });
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      await page.getByRole('region').getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({
        path: path.join(SHOTS, `broadcasts-move-${lang}.png`),
        animations: 'disabled',
      });
      await page.keyboard.press('Escape');
      await page.goto(`/${hubId}/line/broadcasts-config`);
      await expectLoaded(page);
      await expect(page.getByRole('switch')).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `broadcasts-config-${lang}.png`), fullPage: true });
    }
  });
});
