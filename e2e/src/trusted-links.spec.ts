import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectLoaded, signIn } from './support/auth';
import { SHOTS, shoot } from './support/screenshots';
import { ADMIN } from './support/users';

const TITLE = { en: 'Trusted link domains', ja: '信頼するリンクのドメイン' } as const;

const card = (page: Page, lang: keyof typeof TITLE) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: TITLE[lang], level: 2 }) });

test.use({ viewport: { width: 1280, height: 900 } });

test('an administrator keeps the trusted link domains in Japanese; a URL is refused with a Japanese message', async ({
  page,
  context,
  baseURL,
}) => {
  const hubId = await signIn(page, ADMIN);
  await context.addCookies([{ name: 'lh_lang', value: 'ja', url: baseURL ?? '' }]);
  await page.goto(`/${hubId}/account`);
  await expectLoaded(page);
  const links = card(page, 'ja');
  await links.scrollIntoViewIfNeeded();
  await expect(links.getByText('信頼するドメインはまだありません')).toBeVisible();

  const domain = links.getByRole('textbox', { name: 'ドメイン' });
  await domain.fill('https://shop.example.jp/sale');
  await domain.press('Enter');
  await links.getByRole('button', { name: '保存' }).click();
  await expect(links.getByRole('alert')).toContainText('shop.example.com のようにホスト名を入力してください');
  await links.getByRole('button', { name: 'https://shop.example.jp/saleを削除' }).click();

  await domain.fill('Sakura-Cafe.jp');
  await domain.press('Enter');
  await domain.fill('shop.example.jp');
  await domain.press('Enter');
  await links.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('アカウント設定を保存しました。')).toBeVisible();
  await expect(links.getByRole('alert')).toHaveCount(0);
  await expect(links.getByRole('button', { name: '保存' })).toBeDisabled();
  await shoot(page, 'trusted-links-ja');
  await links.screenshot({ path: path.join(SHOTS, 'trusted-links-card-ja.png'), animations: 'disabled' });

  // Saved as lower-case host names: what the server keeps is what comes back.
  await page.reload();
  await expectLoaded(page);
  await expect(card(page, 'ja').getByText('sakura-cafe.jp', { exact: true })).toBeVisible();
  await expect(card(page, 'ja').getByText('shop.example.jp', { exact: true })).toBeVisible();

  await context.addCookies([{ name: 'lh_lang', value: 'en', url: baseURL ?? '' }]);
  await page.reload();
  await expectLoaded(page);
  await card(page, 'en').scrollIntoViewIfNeeded();
  await card(page, 'en').screenshot({
    path: path.join(SHOTS, 'trusted-links-card-en.png'),
    animations: 'disabled',
  });
});
