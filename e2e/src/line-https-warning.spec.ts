import { expect, test } from '@playwright/test';
import { expectLoaded, signIn } from './support/auth';
import { shoot } from './support/screenshots';
import { ADMIN } from './support/users';

/** Part of the warning in each language: it names PUBLIC_URL and https wherever it is read. */
const WARNING = {
  en: 'LINE requires https',
  ja: 'LINEではhttpsが必須です',
  'zh-TW': 'LINE 必須使用 https',
} as const;

// The browser tests' server runs on http://127.0.0.1, as a server without TLS would.
test('the stepper warns that real LINE needs an https PUBLIC_URL, and not for the sandbox', async ({
  page,
  context,
  baseURL,
}) => {
  const hubId = await signIn(page, ADMIN);
  for (const lang of ['en', 'ja', 'zh-TW'] as const) {
    await context.addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);
    await page.goto(`/${hubId}/line/accounts/create`);
    await expectLoaded(page);
    const warning = page.getByRole('alert').filter({ hasText: WARNING[lang] });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('PUBLIC_URL');
    await shoot(page, `line-https-warning-${lang}`, { fullPage: true });
  }
  await context.addCookies([{ name: 'lh_lang', value: 'en', url: baseURL ?? '' }]);
  await page.reload();
  await expectLoaded(page);
  await page.getByRole('radio', { name: /^LINE sandbox/ }).check();
  await expect(page.getByRole('alert').filter({ hasText: WARNING.en })).toHaveCount(0);
});
