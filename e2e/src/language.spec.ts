import { expect, type Page, test } from '@playwright/test';
import { CSRF } from './support/api';
import { expectLoaded, signIn } from './support/auth';
import { ADMIN } from './support/users';

/** The demo's banner for trial hubs (apps/server/src/modules/demo/demo-content.ts). */
const TRIAL_BANNER = {
  en: 'You are using the Hubline demo on a 14-day trial plan.',
  ja: 'Hublineのデモを14日間の無料トライアルプランでご利用中です。',
};

async function documentLang(page: Page) {
  return page.evaluate(() => document.documentElement.lang);
}

async function langCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'lh_lang')?.value;
}

test.describe('language', () => {
  test('?lang=ja shows the sign-in page in Japanese', async ({ page }) => {
    await page.goto('/auth/login?lang=ja');
    await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
    await expect(page.getByText('Hublineアカウントにログインしてください。')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'ログイン状態を保持する' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
    expect(await documentLang(page)).toBe('ja');
    expect(await langCookie(page)).toBe('ja');
  });

  test('any other ?lang= value shows Traditional Chinese', async ({ page }) => {
    await page.goto('/auth/login?lang=xx');
    await expect(page.getByRole('heading', { name: '登入' })).toBeVisible();
    await expect(page.getByText('歡迎回來，請登入您的 Hubline 帳號。')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '電子郵件' })).toBeVisible();
    await expect(page.getByRole('link', { name: '忘記密碼？' })).toBeVisible();
    expect(await documentLang(page)).toBe('zh-TW');
    expect(await langCookie(page)).toBe('zh-TW');
  });

  test('the sign-in page switcher changes the language', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const switcher = page.getByRole('group', { name: 'Language' });
    await expect(switcher.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await switcher.getByRole('button', { name: '日本語' }).click();
    await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
    await page.getByRole('group', { name: '言語' }).getByRole('button', { name: '繁體中文' }).click();
    await expect(page.getByRole('heading', { name: '登入' })).toBeVisible();
    expect(await langCookie(page)).toBe('zh-TW');
  });

  test('the profile language setting switches the console and is kept', async ({ page, browser }) => {
    await signIn(page, ADMIN);
    let restored = false;
    try {
      // The demo hub is on a trial: its banner changes language with the console, without a reload.
      await expect(page.getByText(TRIAL_BANNER.en)).toBeVisible();
      await page.getByRole('combobox', { name: 'Language' }).click();
      await page.getByRole('option', { name: '日本語' }).click();

      await expect(page.getByRole('heading', { name: 'プロフィール', level: 1 })).toBeVisible();
      await expect(page.getByText(TRIAL_BANNER.ja)).toBeVisible();
      await expect(page.getByText(TRIAL_BANNER.en)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: '二要素認証', level: 2 })).toBeVisible();
      await expect(page.getByRole('combobox', { name: '言語' })).toHaveText('日本語');
      expect(await langCookie(page)).toBe('ja');

      await page.reload();
      await expectLoaded(page);
      await expect(page.getByRole('heading', { name: 'プロフィール', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'プロフィールメニュー' })).toBeVisible();

      // The choice is saved on the user too: a browser without lh_lang follows it after sign-in.
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await signIn(otherPage, ADMIN);
      await expect(otherPage.getByRole('heading', { name: 'プロフィール', level: 1 })).toBeVisible();
      await other.close();

      // Traditional Chinese: the banner has English and Japanese only, and keeps the nearer, Japanese.
      await page.getByRole('combobox', { name: '言語' }).click();
      await page.getByRole('option', { name: '繁體中文' }).click();
      await expect(page.getByRole('heading', { name: '個人資料', level: 1 })).toBeVisible();
      await expect(page.getByText(TRIAL_BANNER.ja)).toBeVisible();

      // Back to English, which the other tests expect.
      await page.getByRole('combobox', { name: '語言' }).click();
      await page.getByRole('option', { name: 'English' }).click();
      await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
      await expect(page.getByText(TRIAL_BANNER.en)).toBeVisible();
      expect(await langCookie(page)).toBe('en');
      restored = true;
    } finally {
      // Other tests expect English; the saved language would follow the administrator anywhere.
      if (!restored) {
        await page.request.patch('/api/profile/updateLang', { headers: CSRF, data: { lang: 'en' } });
      }
    }
  });
});
