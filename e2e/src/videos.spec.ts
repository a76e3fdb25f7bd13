import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectLoaded, expectToast, signIn } from './support/auth';
import { composeAndTestSend, phoneOf } from './support/library-send';
import { shoot } from './support/screenshots';
import { ADMIN } from './support/users';

/** A mark unique to this run, so what is made here is told apart. */
const RUN = `rv${Date.now().toString(36)}`;

test.use({ viewport: { width: 1440, height: 900 } });

/** The first bytes of an MP4 (its `ftyp` box), which is what the server checks, then filler. */
const MP4 = Buffer.concat([
  Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
  Buffer.alloc(4096),
]);

/** The editor's heading in each language (apps/web/src/i18n/<lang>/videos.json). */
const EDITOR = { en: 'Edit rich video', ja: 'リッチビデオを編集', 'zh-TW': '編輯進階影片訊息' } as const;

async function shootEditor(page: Page, url: string, lang: keyof typeof EDITOR, baseURL: string) {
  await page.context().addCookies([{ name: 'lh_lang', value: lang, url: baseURL }]);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: EDITOR[lang], level: 1 })).toBeVisible();
  await expectLoaded(page);
  await shoot(page, `video-editor-${lang}`, { fullPage: true });
  // Nothing wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('a rich video: uploaded with its preview image, saved, picked in a broadcast, test-sent and seen on the sandbox phone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const hubId = await signIn(page, ADMIN);
  const name = `Spring film ${RUN}`;

  await page.goto(`/${hubId}/line/videos`);
  await expect(page.getByRole('heading', { name: 'Rich videos', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New rich video' }).click();
  await expect(page.getByRole('heading', { name: 'New rich video', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);

  // A file that is no MP4 by its content is refused; an MP4 is taken.
  const video = page.getByLabel('Video file');
  await video.setInputFiles({ name: 'film.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not a video') });
  await expect(page.getByText('This file type is not accepted. Use MP4.')).toBeVisible();
  await video.setInputFiles({ name: 'film.mp4', mimeType: 'video/mp4', buffer: MP4 });
  await expect(page.getByText(/^Uploaded: .+\.mp4$/)).toBeVisible();
  const preview = await sharp({ create: { width: 1040, height: 585, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Preview image file')
    .setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: preview });
  await page.getByRole('textbox', { name: 'Alternative text' }).fill('Our spring film');
  await page.getByRole('textbox', { name: 'Link label' }).fill('See the menu');
  await page.getByRole('textbox', { name: 'Link URL' }).fill('https://example.com/menu');
  // The phone beside shows the video over its preview image, and the label shown when it ends.
  const phone = page.getByRole('figure', { name: 'Preview' });
  await expect(phone.getByLabel('Our spring film')).toBeVisible();
  await expect(phone.getByRole('link', { name: 'See the menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Rich video created.');
  await expect(page).toHaveURL(new RegExp(`/${hubId}/line/videos/[^/]+$`));
  const editorUrl = page.url();

  // In the library, opening its editor again.
  await page.goto(`/${hubId}/line/videos`);
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(RUN);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Upload');
  await shoot(page, 'videos-library-en');

  const friend = await composeAndTestSend(page, hubId, {
    mark: RUN,
    type: 'Rich video',
    item: name,
    check: async (composer) =>
      expect(
        composer.getByRole('figure', { name: 'Preview' }).getByRole('link', { name: 'See the menu' }),
      ).toBeVisible(),
  });
  const handset = await phoneOf(page, hubId, friend);
  await expect(handset.getByRole('button', { name: '▶ video' }).last()).toBeVisible();
  await expect(handset.getByRole('button', { name: 'See the menu' }).last()).toBeVisible();
  await shoot(handset, 'sandbox-phone-rich-video');
  await handset.close();

  for (const lang of ['en', 'ja', 'zh-TW'] as const) await shootEditor(page, editorUrl, lang, baseURL ?? '');
});
