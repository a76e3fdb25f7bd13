import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { CSRF } from './support/api';
import { expectLoaded, expectToast, signIn } from './support/auth';
import { shoot } from './support/screenshots';
import { ADMIN } from './support/users';

const RUN = `fl${Date.now().toString(36)}`;
/** A real PNG to upload: one of the README's screenshots. */
const IMAGE = fileURLToPath(new URL('../../docs/screenshots/profile-ja.png', import.meta.url));

const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });

/** A file put in the library through the API with the page's own session (set-up for the screenshots). */
async function uploaded(page: Page, hubId: string, name: string) {
  const response = await page.request.post(`/api/${hubId}/file`, {
    headers: CSRF,
    multipart: {
      name,
      file: { name: 'shot.png', mimeType: 'image/png', buffer: readFileSync(IMAGE) },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { file: { id: string; url: string } }).file;
}

test.describe('Files', () => {
  test('upload a file, see it listed, move it to a folder, and pick it in a broadcast image message', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const hubId = await signIn(page, ADMIN);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Marketing' })
      .click();
    await page.getByRole('menuitem', { name: 'Files' }).click();
    await expect(page).toHaveURL(`/${hubId}/files`);
    await expect(page.getByRole('heading', { name: 'Files', level: 1 })).toBeVisible();
    await expectLoaded(page);

    const name = `Banner ${RUN}.png`;
    await page.getByLabel('Upload file').setInputFiles({
      name,
      mimeType: 'image/png',
      buffer: readFileSync(IMAGE),
    });
    await expectToast(page, 'File uploaded.');
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(RUN);
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, name)).toContainText('PNG');

    // Its preview shows the image and the public URL it is served from.
    await row(page, name).getByRole('button', { name }).click();
    const preview = page.getByRole('dialog', { name: 'File' });
    await expect(preview.getByRole('img', { name })).toBeVisible();
    const url = await preview.getByRole('textbox', { name: 'Public URL' }).inputValue();
    expect(url).toMatch(/\/api\/files\/public\/[0-9a-f-]{36}\.png$/);
    const served = await page.request.get(url);
    expect(served.headers()['content-type']).toBe('image/png');
    await preview.getByRole('button', { name: 'Close' }).click();

    // A folder, and the file moved into it.
    const folder = `Folder ${RUN}`;
    await page.getByRole('button', { name: 'New folder' }).click();
    const naming = page.getByRole('dialog', { name: 'New folder' });
    await naming.getByRole('textbox', { name: 'Folder name' }).fill(folder);
    await naming.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'Folder created.');
    const folders = page.getByRole('navigation', { name: 'Folders' });
    await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Move' }).click();
    const move = page.getByRole('dialog', { name: 'Move 1 item' });
    await move.getByRole('combobox', { name: 'Folder' }).click();
    await page.getByRole('option', { name: folder }).click();
    await move.getByRole('button', { name: 'Move' }).click();
    await expectToast(page, 'Moved.');
    await folders.getByRole('button', { name: `${folder} (1)` }).click();
    await expect(row(page, name)).toBeVisible();
    await shoot(page, 'files-en');

    // The broadcast composer's image message takes it from Files.
    await page.goto(`/${hubId}/line/broadcasts/create`);
    await expectLoaded(page);
    const first = page.getByRole('region', { name: 'Message 1' });
    await first.getByRole('combobox', { name: 'Message type' }).click();
    await page.getByRole('option', { name: 'Image' }).click();
    await first.getByRole('button', { name: 'Choose from Files' }).first().click();
    const picker = page.getByRole('dialog', { name: 'Choose an image from Files' });
    await picker.getByRole('textbox', { name: 'Search by name' }).fill(RUN);
    await shoot(page, 'file-picker-en');
    await picker.getByRole('listitem', { name: `Choose ${name}` }).click();
    await expect(picker).toBeHidden();
    await expect(first.getByRole('textbox', { name: 'File URL' })).toHaveValue(url);
    await expect(first.getByRole('textbox', { name: 'Preview image URL' })).toHaveValue(url);
    await shoot(page, 'broadcast-image-from-files-en');
  });
});

const WORDS = {
  ja: {
    picker: 'ファイルから画像を選択',
    choose: 'ファイルから選択',
    type: 'メッセージの種類',
    image: '画像',
  },
  'zh-TW': { picker: '從檔案選擇圖片', choose: '從檔案選擇', type: '訊息類型', image: '圖片' },
} as const;

for (const lang of ['ja', 'zh-TW'] as const) {
  test(`files screenshots in ${lang}`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const hubId = await signIn(page, ADMIN);
    await context.addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);
    const name = `${lang === 'ja' ? '春のバナー' : '春季橫幅'} ${RUN}.png`;
    const file = await uploaded(page, hubId, name);
    await page.goto(`/${hubId}/files`);
    await expectLoaded(page);
    await expect(row(page, name)).toBeVisible();
    await shoot(page, `files-${lang}`);
    await row(page, name).getByRole('button', { name }).click();
    await expect(page.getByRole('dialog').getByRole('img', { name })).toBeVisible();
    await shoot(page, `file-preview-${lang}`);

    await page.goto(`/${hubId}/line/broadcasts/create`);
    await expectLoaded(page);
    const words = WORDS[lang];
    const first = page
      .getByRole('region')
      .filter({ has: page.getByRole('combobox', { name: words.type }) })
      .first();
    await first.getByRole('combobox', { name: words.type }).click();
    await page.getByRole('option', { name: words.image, exact: true }).click();
    await first.getByRole('button', { name: words.choose }).first().click();
    const picker = page.getByRole('dialog', { name: words.picker });
    await expect(picker.getByRole('listitem').first()).toBeVisible();
    await shoot(page, `file-picker-${lang}`);
    await picker.getByRole('listitem').filter({ hasText: name }).click();
    await expect(first.getByRole('textbox').first()).toHaveValue(file.url);
  });
}
