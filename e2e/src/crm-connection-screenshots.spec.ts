import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSignIn, CSRF } from './support/api';
import { expectLoaded, signIn } from './support/auth';
import { breakStandIn, createStandInPortal, offerHubspotOAuth } from './support/hubspot';
import { ADMIN } from './support/users';

const OUT = path.join(fileURLToPath(new URL('../../', import.meta.url)), '.tmp/screenshots');
type Lang = 'en' | 'ja' | 'zh-TW';
const CONNECT: Record<Lang, string> = { en: 'Connect HubSpot', ja: 'HubSpotを接続', 'zh-TW': '連結 HubSpot' };

/** The CRM card (its title reads "CRM" in every language). */
const crmCard = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'CRM', exact: true, level: 2 }) });

async function setCrm(request: APIRequestContext, hubId: string, body: object | null) {
  const url = `/api/${hubId}/crm/connection`;
  const response = body
    ? await request.put(url, { headers: CSRF, data: body })
    : await request.delete(url, { headers: CSRF });
  expect(response.ok()).toBe(true);
}

async function shoot(page: Page, name: string, target = crmCard(page)) {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await target.screenshot({ path: path.join(OUT, `${name}.png`), animations: 'disabled' });
}

test.use({ viewport: { width: 1280, height: 900 } });
test.beforeAll(() => mkdirSync(OUT, { recursive: true }));
test.afterEach(async ({ request }) => breakStandIn(request, false));

for (const lang of ['en', 'ja', 'zh-TW'] as const) {
  test(`CRM card screenshots in ${lang}`, async ({ page, context, baseURL, request }) => {
    test.setTimeout(60_000);
    const hubId = await signIn(page, ADMIN);
    await apiSignIn(request, ADMIN);
    await context.addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);
    const account = async () => {
      await page.goto(`/${hubId}/account`);
      await expectLoaded(page);
      await crmCard(page).scrollIntoViewIfNeeded();
    };
    try {
      await account();
      await shoot(page, `crm-builtin-${lang}`);

      await crmCard(page).getByRole('button', { name: CONNECT[lang] }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill('pat-na1-not-a-real-token');
      await page.keyboard.press('Enter');
      await expect(dialog.locator('.MuiFormHelperText-root.Mui-error')).toBeVisible();
      await shoot(page, `crm-dialog-${lang}`, dialog);
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, `crm-dialog-narrow-${lang}`, dialog);
      await page.setViewportSize({ width: 1280, height: 900 });

      await offerHubspotOAuth(page);
      await account();
      await crmCard(page).getByRole('button', { name: CONNECT[lang] }).click();
      await shoot(page, `crm-dialog-oauth-${lang}`, page.getByRole('dialog'));
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, `crm-dialog-oauth-narrow-${lang}`, page.getByRole('dialog'));
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.unroute('**/api/*/crm/connection');
      await page.goto(`/${hubId}/account?crm=error&code=crm.error.oauthState`);
      await expect(crmCard(page).getByRole('alert')).toBeVisible();
      await crmCard(page).scrollIntoViewIfNeeded();
      await shoot(page, `crm-oauth-error-${lang}`);

      await setCrm(request, hubId, { platform: 'sandbox' });
      await account();
      await expect(crmCard(page).locator('time')).toBeVisible({ timeout: 20_000 });
      await shoot(page, `crm-connected-${lang}`);
      await page.goto(`/${hubId}/contacts`);
      await expectLoaded(page);
      await shoot(page, `crm-contacts-notice-${lang}`, page.locator('main'));

      const portal = await createStandInPortal(request);
      await setCrm(request, hubId, { platform: 'hubspot', accessToken: portal.accessToken });
      await breakStandIn(request, true);
      await account();
      await expect(crmCard(page).getByRole('alert')).toBeVisible({ timeout: 20_000 });
      await shoot(page, `crm-error-${lang}`);
    } finally {
      await setCrm(request, hubId, null);
    }
  });
}
