import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectLoaded, expectToast, signIn } from './support/auth';
import { composeAndTestSend, phoneOf } from './support/library-send';
import { shoot } from './support/screenshots';
import { ADMIN } from './support/users';

/** A mark unique to this run, so what is made here is told apart. */
const RUN = `im${Date.now().toString(36)}`;

test.use({ viewport: { width: 1440, height: 900 } });

/** A 1040×1040 PNG in two colours, so the two areas show on the phone. */
const menuImage = () =>
  sharp({ create: { width: 1040, height: 1040, channels: 3, background: '#f4a261' } })
    .composite([
      {
        input: { create: { width: 520, height: 1040, channels: 3, background: '#2a9d8f' } },
        left: 520,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

/** The editor's texts in each language (apps/web/src/i18n/<lang>/imagemaps.json). */
const EDITOR = {
  en: { heading: 'Edit rich message', areas: 'Areas' },
  ja: { heading: 'リッチメッセージを編集', areas: 'エリア' },
  'zh-TW': { heading: '編輯圖文訊息', areas: '區域' },
} as const;

async function shootEditor(page: Page, url: string, lang: keyof typeof EDITOR, baseURL: string) {
  await page.context().addCookies([{ name: 'lh_lang', value: lang, url: baseURL }]);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: EDITOR[lang].heading, level: 1 })).toBeVisible();
  await expect(page.getByRole('img').first()).toBeVisible();
  await expectLoaded(page);
  await shoot(page, `imagemap-editor-${lang}`);
  // Nothing wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe('Rich messages', () => {
  test('uploads an image, picks a layout, sets its areas, saves, and sends it to the sandbox phone', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const hubId = await signIn(page, ADMIN);
    const title = `Spring menu ${RUN}`;

    await page.goto(`/${hubId}/line/imagemaps`);
    await expect(page.getByRole('heading', { name: 'Rich messages', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Create rich message' }).click();
    await expect(page.getByRole('heading', { name: 'Create rich message', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);

    // An image of the wrong width is refused with the spec's rule; a 1040-wide one is shown.
    const narrow = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const file = page.getByLabel('Image file');
    await file.setInputFiles({ name: 'narrow.png', mimeType: 'image/png', buffer: narrow });
    await expect(
      page.getByText('The image must be exactly 1040 pixels wide (this one is 1000).'),
    ).toBeVisible();
    await file.setInputFiles({ name: 'menu.png', mimeType: 'image/png', buffer: await menuImage() });
    await expect(page.getByRole('img', { name: "The rich message's image" })).toBeVisible();

    await page.getByRole('button', { name: 'Two side by side' }).click();
    await page.getByRole('button', { name: 'Area A', exact: true }).click();
    await page.getByRole('textbox', { name: 'Link URL of area A' }).fill('https://example.com/menu');
    await page.getByRole('button', { name: 'Area B', exact: true }).click();
    const areaB = page.getByRole('region', { name: 'Area B' });
    await areaB.getByRole('radio', { name: 'Message' }).check();
    await areaB.getByRole('textbox', { name: 'Message text of area B' }).fill('Book a table');
    await page.getByRole('textbox', { name: 'Alt text' }).fill('Our spring menu');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Rich message created.');
    await expect(page).toHaveURL(new RegExp(`/${hubId}/line/imagemaps/[^/]+$`));
    const editorUrl = page.url();
    await expect(page.getByRole('heading', { name: 'Edit rich message', level: 1 })).toBeVisible();

    // It is in the library.
    await page.goto(`/${hubId}/line/imagemaps`);
    await page.getByRole('searchbox', { name: 'Search by title' }).fill(RUN);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await shoot(page, 'imagemaps-library-en');

    // Picked as a broadcast's message: the preview shows it as LINE will, then a test send reaches the friend.
    const displayName = await composeAndTestSend(page, hubId, {
      mark: RUN,
      type: 'Rich message',
      item: title,
      check: (composer) =>
        expect(
          composer.getByRole('figure', { name: 'Preview' }).getByRole('img', { name: 'Our spring menu' }),
        ).toBeVisible(),
    });
    const handset = await phoneOf(page, hubId, displayName);
    await expect(handset.getByRole('button', { name: 'Book a table' }).last()).toBeVisible();
    await shoot(handset, 'sandbox-phone-imagemap');
    await handset.close();

    for (const lang of ['en', 'ja', 'zh-TW'] as const)
      await shootEditor(page, editorUrl, lang, baseURL ?? '');
  });
});
