import { expect, test } from '@playwright/test';
import { expectLoaded, expectToast, signIn } from './support/auth';
import { sandboxPhone } from './support/line-phone';
import { shoot } from './support/screenshots';
import { ADMIN } from './support/users';

/** A name unique to this run, so a reused data dir never confuses two runs. */
const NAME = `Shipped ${Date.now().toString(36)}`;
/** The demo friend 佐藤 美咲's number (modules/demo/demo-line.ts). */
const PHONE = '+819012345678';

test.use({ viewport: { width: 1440, height: 900 } });

test('creates a notification template from LINE’s catalogue, test-sends it to the sandbox phone and sees it there, delivered', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const hubId = await signIn(page, ADMIN);
  await page.goto(`/${hubId}/line/notification-templates`);
  await expect(page.getByRole('heading', { name: 'LINE Notification Messages', level: 1 })).toBeVisible();
  await expectLoaded(page);
  await page.getByRole('link', { name: 'Create template' }).click();

  await expect(page.getByRole('heading', { name: 'New notification template', level: 1 })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill(NAME);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Delivery' }).click();
  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: /発送完了/ }).click();
  await page.getByRole('textbox', { name: 'お届け予定日' }).fill('8月10日(土)');
  await page.getByRole('radio').first().check();
  await page.getByRole('textbox', { name: '注文番号' }).fill('1234567');
  // A URL LINE would refuse is refused at its field, with the spec's rule.
  const button = page.getByRole('textbox', { name: 'URL of “配送状況を確認”' });
  await button.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid URL starting with https:// or http://.')).toBeVisible();
  await button.fill('https://example.com/track/1234567');
  await expect(name).toHaveValue(NAME);

  // The preview draws it as LINE will: the template's title, the emphasized date, the items.
  const preview = page.getByLabel('Preview', { exact: true });
  await expect(preview.getByText('商品を発送しました', { exact: true })).toBeVisible();
  await expect(preview.getByText('8月10日(土)')).toBeVisible();
  await expect(preview.getByRole('link', { name: '配送状況を確認' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Notification template saved.');
  await expect(page).toHaveURL(/\/line\/notification-templates\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: NAME, level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: 'Phone number' }).fill(PHONE);
  await page.getByRole('button', { name: 'Send test' }).click();
  await expectToast(page, 'Sent Success.');
  // LINE's delivery event comes back through the webhook and is shown against the send.
  await expect(
    page.getByRole('list', { name: 'Latest sends' }).getByText('Delivered', { exact: true }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await shoot(page, 'notification-template-editor-en', { fullPage: true });

  const handset = await context.newPage();
  await handset.goto(await sandboxPhone(page, hubId));
  await handset
    .getByRole('list', { name: 'Users' })
    .getByRole('button', { name: /佐藤 美咲/ })
    .click();
  const card = handset.locator('.pnp-card').last();
  await expect(card.getByText('商品を発送しました', { exact: true })).toBeVisible();
  await expect(card.getByText('8月10日(土)')).toBeVisible();
  await expect(card.getByText('注文番号')).toBeVisible();
  await expect(card.getByRole('button', { name: '配送状況を確認' })).toBeVisible();
  await shoot(handset, 'sandbox-phone-notification-template');
  await handset.close();

  // The list, and the editor in Japanese and Chinese.
  await page.goto(`/${hubId}/line/notification-templates`);
  await expect(page.getByRole('link', { name: NAME })).toBeVisible();
  await shoot(page, 'notification-templates-list-en');
  const listUrl = page.url();
  for (const [lang, heading] of [
    ['ja', 'LINE通知メッセージ'],
    ['zh-TW', 'LINE 通知型訊息'],
  ] as const) {
    await context.addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);
    await page.goto(listUrl);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectLoaded(page);
    await shoot(page, `notification-templates-list-${lang}`);
    await page.getByRole('link', { name: NAME }).click();
    await expect(page.getByRole('heading', { name: NAME, level: 1 })).toBeVisible();
    await expect(page.getByText(/^[a-z][a-zA-Z]*(\.[a-zA-Z_]+)+$/)).toHaveCount(0);
    await shoot(page, `notification-template-editor-${lang}`, { fullPage: true });
  }
});
