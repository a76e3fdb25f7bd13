import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { CSRF } from './support/api';
import { expectLoaded, expectToast, signIn } from './support/auth';
import { ADMIN } from './support/users';

/** A mark unique to this run, so searches find only what this test made. */
const RUN = `e2e${Date.now().toString(36)}`;

async function openFromMenu(page: Page, item: 'Contacts' | 'Lists') {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Data Sources' })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
  await expect(page.getByRole('heading', { name: item, level: 1 })).toBeVisible();
  await expectLoaded(page);
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill(text);
}

/** The table's body rows (the header row holds column headers, not cells). */
const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

/** Adds a filter through the "Add filter" popover; the value is picked or typed as its input asks. */
async function addFilter(
  page: Page,
  filter: { property: string; operator: string; value?: string; pick?: boolean },
) {
  await page.getByRole('button', { name: 'Add filter' }).click();
  const form = page.getByRole('dialog', { name: 'Add filter' });
  await form.getByRole('combobox', { name: 'Property' }).click();
  await page.getByRole('option', { name: filter.property, exact: true }).click();
  await form.getByRole('combobox', { name: 'Condition' }).click();
  await page.getByRole('option', { name: filter.operator, exact: true }).click();
  if (filter.value !== undefined && filter.pick) {
    await form.getByRole('combobox', { name: 'Value' }).click();
    await page.getByRole('option', { name: filter.value, exact: true }).click();
  } else if (filter.value !== undefined) {
    await form.getByRole('textbox', { name: 'Value' }).fill(filter.value);
  }
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form).toHaveCount(0);
}

async function writeCsv(name: string, lines: string[]) {
  const file = path.join(os.tmpdir(), `${RUN}-${name}.csv`);
  await writeFile(file, `${lines.join('\r\n')}\r\n`);
  return file;
}

test.describe('Contacts and lists of the built-in CRM', () => {
  test('the administrator manages contacts and lists', async ({ page }) => {
    test.setTimeout(90_000);
    const hubId = await signIn(page, ADMIN);
    await openFromMenu(page, 'Contacts');
    await expect(page).toHaveURL(`/${hubId}/contacts`);

    // Create a contact with built-in properties, the lifecycle stage picked by its translated name.
    await page.getByRole('button', { name: 'New contact' }).click();
    const create = page.getByRole('dialog', { name: 'New contact' });
    await create.getByRole('textbox', { name: 'First name' }).fill('Hanako');
    await create.getByRole('textbox', { name: 'Last name' }).fill(`Tanaka-${RUN}`);
    await create.getByRole('textbox', { name: 'Email' }).fill(`hanako.${RUN}@example.com`);
    await create.getByRole('combobox', { name: 'Lifecycle stage' }).click();
    await page.getByRole('option', { name: 'Marketing qualified lead' }).click();
    await create.getByRole('button', { name: 'Create contact' }).click();
    await expectToast(page, 'The contact has been created.');
    await expect(create).toHaveCount(0);

    // Find it by search, then by a filter on its lifecycle stage.
    await search(page, RUN);
    const hanako = rows(page).filter({ hasText: `Hanako Tanaka-${RUN}` });
    await expect(rows(page)).toHaveCount(1);
    await expect(hanako).toContainText('Marketing qualified lead');
    await search(page, '');
    await addFilter(page, {
      property: 'Lifecycle stage',
      operator: 'is',
      value: 'Marketing qualified lead',
      pick: true,
    });
    await expect(
      page.getByText('Lifecycle stage is Marketing qualified lead', { exact: true }),
    ).toBeVisible();
    await expect(hanako).toBeVisible();
    // Every row shown is one: retried until the filtered page has replaced the unfiltered one.
    await expect(rows(page).filter({ hasNotText: 'Marketing qualified lead' })).toHaveCount(0);
    await page
      .getByRole('img', { name: 'Remove the filter Lifecycle stage is Marketing qualified lead' })
      .click();

    // Edit it in its drawer.
    await search(page, RUN);
    await hanako.getByRole('button', { name: `Hanako Tanaka-${RUN}` }).click();
    const drawer = page.getByRole('dialog', { name: `Hanako Tanaka-${RUN}` });
    await drawer.getByRole('textbox', { name: 'Phone number', exact: true }).fill('0312345678');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'The contact has been saved.');
    await expect(drawer).toHaveCount(0);
    await expect(hanako).toContainText('0312345678');

    // Import: a refused row imports nothing and is shown by its row; a good file imports.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importer = page.getByRole('dialog', { name: 'Import contacts' });
    const bad = await writeCsv('bad', ['firstname,lastname,email', `Imported,Bad-${RUN},not-an-email`]);
    await importer.getByLabel('Choose a CSV file').setInputFiles(bad);
    await importer.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importer.getByRole('alert')).toContainText('1 row cannot be imported');
    await expect(importer.getByRole('list', { name: 'Refused rows' })).toContainText('Row 2:');
    const good = await writeCsv('good', [
      'firstname,lastname,email',
      `Imported,One-${RUN},one.${RUN}@example.com`,
      `Imported,Two-${RUN},two.${RUN}@example.com`,
    ]);
    await importer.getByLabel('Choose a CSV file').setInputFiles(good);
    await importer.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importer.getByRole('alert')).toHaveText('Imported: 2 new and 0 updated contacts.');
    await importer.getByRole('button', { name: 'Close' }).click();
    await expect(rows(page)).toHaveCount(3);

    // Export: the server's file name, and the contacts in it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Contacts-\d{8}-\d{6}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain(`hanako.${RUN}@example.com`);
    expect(csv).toContain(`two.${RUN}@example.com`);

    // Merge two duplicates: the kept one takes the other's phone.
    for (const properties of [
      { firstname: 'Dup', lastname: `Ito-${RUN}`, email: `dup.${RUN}@example.com` },
      { firstname: 'Dup', lastname: `Ito-${RUN}`, phone: '0899990000' },
    ]) {
      const response = await page.request.post(`/api/${hubId}/contacts`, {
        headers: CSRF,
        data: { properties },
      });
      expect(response.ok()).toBe(true);
    }
    await page.reload();
    await search(page, `Ito-${RUN}`);
    await expect(rows(page)).toHaveCount(2);
    await page
      .getByRole('checkbox', { name: `Select Dup Ito-${RUN}` })
      .first()
      .check();
    await expect(page.getByRole('button', { name: 'Merge', exact: true })).toBeDisabled();
    await page
      .getByRole('checkbox', { name: `Select Dup Ito-${RUN}` })
      .last()
      .check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    const merge = page.getByRole('dialog', { name: 'Merge two contacts' });
    await expect(merge.getByRole('radio')).toHaveCount(2);
    await merge.getByRole('radio').last().check();
    await expect(merge.getByRole('row', { name: /^Phone number/ })).toContainText('0899990000');
    await merge.getByRole('button', { name: 'Merge contacts' }).click();
    await expectToast(page, 'The contacts have been merged.');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(`dup.${RUN}@example.com`);
    await expect(rows(page)).toContainText('0899990000');

    // A filter list: its live size, then the list with that size.
    await openFromMenu(page, 'Lists');
    await page.getByRole('button', { name: 'New list' }).first().click();
    const newList = page.getByRole('dialog', { name: 'New list' });
    await newList.getByRole('textbox', { name: 'List name' }).fill(`Imported ${RUN}`);
    await newList.getByRole('radio', { name: /^Filter/ }).check();
    await addFilter(page, { property: 'Last name', operator: 'contains', value: RUN });
    await expect(newList.getByRole('status')).toHaveText('4 contacts match now.');
    await addFilter(page, { property: 'First name', operator: 'is', value: 'Imported' });
    await expect(newList.getByRole('status')).toHaveText('2 contacts match now.');
    await newList.getByRole('button', { name: 'Create list' }).click();
    await expectToast(page, `The list Imported ${RUN} has been created.`);
    await expect(page.getByRole('heading', { name: `Imported ${RUN}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Filter list · 2 contacts', { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(2);

    // Its conditions are edited in place, with the live size, then saved.
    await page.getByRole('img', { name: 'Remove the filter First name is Imported' }).click();
    await expect(page.getByRole('status')).toHaveText('4 contacts match now.');
    await page.getByRole('button', { name: 'Save conditions' }).click();
    await expectToast(page, `The list Imported ${RUN} has been saved.`);
    await expect(page.getByText('Filter list · 4 contacts', { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(4);

    // A static list, and a contact added to it from the contacts table.
    await page.getByRole('link', { name: 'All lists' }).click();
    await page.getByRole('button', { name: 'New list' }).first().click();
    await newList.getByRole('textbox', { name: 'List name' }).fill(`VIP ${RUN}`);
    await newList.getByRole('button', { name: 'Create list' }).click();
    await expect(page.getByRole('heading', { name: `VIP ${RUN}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Static list · 0 contacts', { exact: true })).toBeVisible();
    await openFromMenu(page, 'Contacts');
    await search(page, `Tanaka-${RUN}`);
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('checkbox', { name: `Select Hanako Tanaka-${RUN}` }).check();
    await page.getByRole('button', { name: 'Add to list' }).click();
    const addToList = page.getByRole('dialog', { name: 'Add 1 contact to a list' });
    await addToList.getByRole('combobox', { name: 'Static list' }).click();
    await page.getByRole('option', { name: `VIP ${RUN} (0 contacts)` }).click();
    await addToList.getByRole('button', { name: 'Add to list' }).click();
    await expectToast(page, '1 contact is now in the list.');
    await openFromMenu(page, 'Lists');
    const vip = page.getByRole('row', { name: new RegExp(`^VIP ${RUN}`) });
    await expect(vip).toContainText('Static');
    await expect(vip.getByRole('cell').nth(2)).toHaveText('1');
    await vip.getByRole('link', { name: `VIP ${RUN}` }).click();
    await expect(page.getByText('Static list · 1 contact', { exact: true })).toBeVisible();
    await expect(rows(page).filter({ hasText: `Hanako Tanaka-${RUN}` })).toBeVisible();

    // Members leave a static list, and the list itself is deleted after a confirmation.
    await page.getByRole('checkbox', { name: `Select Hanako Tanaka-${RUN}` }).check();
    await page.getByRole('button', { name: 'Remove from list' }).click();
    await page
      .getByRole('dialog', { name: 'Remove from the list?' })
      .getByRole('button', { name: 'Remove from list' })
      .click();
    await expectToast(page, '1 contact was removed from the list.');
    await expect(page.getByText('This list has no contacts yet.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'All lists' }).click();
    await page.getByRole('button', { name: `Delete VIP ${RUN}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this list?' })
      .getByRole('button', { name: 'Delete list' })
      .click();
    await expectToast(page, 'The list has been deleted.');
    await expect(page.getByRole('row', { name: new RegExp(`^VIP ${RUN}`) })).toHaveCount(0);
  });

  test('an invalid email is refused with the field error, and nothing is created', async ({ page }) => {
    const hubId = await signIn(page, ADMIN);
    await page.goto(`/${hubId}/contacts`);
    await expectLoaded(page);
    await page.getByRole('button', { name: 'New contact' }).click();
    const create = page.getByRole('dialog', { name: 'New contact' });
    await create.getByRole('textbox', { name: 'First name' }).fill(`Nobody-${RUN}`);
    await create.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await create.getByRole('button', { name: 'Create contact' }).click();
    await expect(create.getByText('Enter a valid email address.')).toBeVisible();
    await expect(create.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await create.getByRole('button', { name: 'Cancel' }).click();
    await search(page, `Nobody-${RUN}`);
    await expect(page.getByText('No contact matches this search and these filters.')).toBeVisible();
  });
});
