import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectLoaded, signIn } from './support/auth';
import { ADMIN, HUB_NAMES } from './support/users';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = path.join(ROOT, '.tmp/screenshots');
/** Shown in the README; rewritten only when asked (UPDATE_README_SCREENSHOT=1), so a test run leaves the tree clean. */
const README_SHOT = process.env.UPDATE_README_SCREENSHOT
  ? path.join(ROOT, 'docs/screenshots/profile-ja.png')
  : undefined;

type Lang = 'en' | 'ja' | 'zh-TW';

interface Screen {
  name: string;
  /** Inside the hub unless it starts with /. */
  path: string;
  heading: Record<Lang, string>;
  /** What the screen must show beyond its heading: the demo's data, the same in every language. */
  shows?: (page: Page, hubId: string) => Promise<void>;
}

const SCREENS: readonly Screen[] = [
  {
    name: 'login',
    path: '/auth/login',
    heading: { en: 'Sign in', ja: 'ログイン', 'zh-TW': '登入' },
    shows: (page) => expect(page.getByRole('textbox').first()).toBeEditable(),
  },
  {
    name: 'profile',
    path: 'profile',
    heading: { en: 'Profile', ja: 'プロフィール', 'zh-TW': '個人資料' },
    shows: (page) => expect(page.getByRole('main').getByRole('textbox').first()).toHaveValue(ADMIN.name),
  },
  {
    name: 'account',
    path: 'account',
    heading: { en: 'Account settings', ja: 'アカウント設定', 'zh-TW': '帳號設定' },
    shows: async (page, hubId) => {
      await expect(page.getByText(hubId, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('textbox').first()).toHaveValue(HUB_NAMES.demo);
    },
  },
  {
    name: 'accounts',
    path: 'accounts',
    heading: { en: 'Accounts', ja: 'アカウント一覧', 'zh-TW': '帳號列表' },
    shows: async (page) => {
      await expect(page.getByText(HUB_NAMES.demo, { exact: true })).toBeVisible();
      await expect(page.getByText(HUB_NAMES.taiwan, { exact: true })).toBeVisible();
    },
  },
  {
    name: 'mail-outbox',
    path: 'mail-outbox',
    heading: { en: 'Mail outbox', ja: '送信メール', 'zh-TW': '寄件匣' },
  },
  {
    name: 'line-accounts',
    path: 'line/accounts',
    heading: { en: 'LINE accounts', ja: 'LINEアカウント', 'zh-TW': 'LINE 帳號' },
    shows: (page) => expect(page.getByText('Sakura Cafe').first()).toBeVisible(),
  },
  {
    name: 'contacts',
    path: 'contacts',
    heading: { en: 'Contacts', ja: 'コンタクト', 'zh-TW': '聯絡人' },
    // The demo's LINE friends became contacts when they followed the account: the table has rows.
    shows: (page) => expect(page.getByRole('row').nth(1)).toBeVisible(),
  },
  { name: 'lists', path: 'lists', heading: { en: 'Lists', ja: 'リスト', 'zh-TW': '名單' } },
  {
    name: '404',
    path: '/errors/error-404',
    heading: { en: 'Page not found', ja: 'ページが見つかりません', 'zh-TW': '找不到頁面' },
    shows: (page) => expect(page.getByRole('link').first()).toBeVisible(),
  },
];

/** What every screen must be in every language: no untranslated key shown, nothing wider than the window. */
async function expectWellFormed(page: Page) {
  await expect(page.getByText(/^[a-z][a-zA-Z]*(\.[a-zA-Z]+)+$/)).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeAll(() => {
  mkdirSync(OUT, { recursive: true });
});

for (const lang of ['en', 'ja', 'zh-TW'] as const) {
  test(`screenshots in ${lang}`, async ({ page, context, baseURL }) => {
    const hubId = await signIn(page, ADMIN);
    await context.addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);

    for (const screen of SCREENS) {
      await page.goto(screen.path.startsWith('/') ? screen.path : `/${hubId}/${screen.path}`);
      await expect(page.getByRole('heading', { name: screen.heading[lang], level: 1 })).toBeVisible();
      await expectLoaded(page);
      await screen.shows?.(page, hubId);
      await expectWellFormed(page);
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      await page.screenshot({
        path: path.join(OUT, `${screen.name}-${lang}.png`),
        fullPage: true,
        animations: 'disabled',
      });
      if (README_SHOT && screen.name === 'profile' && lang === 'ja')
        await page.screenshot({ path: README_SHOT, animations: 'disabled' });
    }
  });
}
