import { expect, type Page, test } from '@playwright/test';
import { CSRF } from './support/api';
import { expectLoaded, signIn } from './support/auth';
import { shoot } from './support/screenshots';
import { ADMIN } from './support/users';

/** A mark unique to this run, so a search finds only what this test made. */
const RUN = `clock${Date.now().toString(36)}`;
const LANGS = ['en', 'ja', 'zh-TW'] as const;
const SEARCH = {
  en: 'Search by name, email or phone',
  ja: '名前・メール・電話番号で検索',
  'zh-TW': '以姓名、電子郵件或電話搜尋',
};

// The browser sits in Los Angeles; the demo hub keeps Tokyo's clock (its time zone setting).
test.use({ timezoneId: 'America/Los_Angeles', viewport: { width: 1280, height: 800 } });

async function createContact(page: Page, hubId: string, properties: Record<string, string>) {
  const response = await page.request.post(`/api/${hubId}/contacts`, { headers: CSRF, data: { properties } });
  expect(response.ok()).toBe(true);
  return (await response.json()).contact as { id: string; updatedAt: string };
}

/** An instant's h:mm on the clock `offsetHours` from UTC, as en-US writes it (7:16). */
function clockAt(iso: string, offsetHours: number): string {
  const at = new Date(Date.parse(iso) + offsetHours * 3_600_000);
  return `${at.getUTCHours() % 12 || 12}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
}

/** The contacts page in `lang`, searched down to the one contact with this email. */
async function showContacts(page: Page, hubId: string, lang: (typeof LANGS)[number], email: string) {
  await page.context().addCookies([{ name: 'lh_lang', value: lang, url: page.url() }]);
  await page.goto(`/${hubId}/contacts`);
  await expectLoaded(page);
  await page.getByRole('searchbox', { name: SEARCH[lang] }).fill(email);
  // The search has applied when the body holds that one row.
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('the hub clock and names', () => {
  test.afterEach(async ({ page }) => {
    await page.context().clearCookies({ name: 'lh_lang' });
  });

  test('a browser in another time zone sees times on the hub clock, with the zone', async ({ page }) => {
    const hubId = await signIn(page, ADMIN);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/Los_Angeles',
    );
    const contact = await createContact(page, hubId, {
      firstname: 'Clock',
      lastname: 'Reader',
      email: `${RUN}-clock@example.com`,
    });

    const row = await showContacts(page, hubId, 'en', `${RUN}-clock@example.com`);
    const updated = row.getByRole('cell').filter({ hasText: 'GMT' });
    await expect(updated).toContainText(`${clockAt(contact.updatedAt, 9)}`);
    await expect(updated).toHaveText(/\(GMT\+9\)$/);

    // The contact's own page says the same, on the same clock.
    await row.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText(/\(GMT\+9\)/).first()).toBeVisible();
    await expect(drawer.getByText(/\(GMT\+9\)/).first()).toContainText(clockAt(contact.updatedAt, 9));

    // A broadcast is scheduled on the hub's clock too, and the picker says which.
    await page.goto(`/${hubId}/line/broadcasts/create`);
    await expect(page.getByText("On the hub's clock: Asia/Tokyo, GMT+9.")).toBeVisible();
  });

  test('names put the family name first in Japanese and Chinese, and the form asks it first', async ({
    page,
  }) => {
    const hubId = await signIn(page, ADMIN);
    const email = `${RUN}-name@example.com`;
    await createContact(page, hubId, { firstname: '花子', lastname: '山田', email });
    const shown = { en: '花子 山田', ja: '山田 花子', 'zh-TW': '山田 花子' };
    const newContact = { en: 'New contact', ja: 'コンタクトを追加', 'zh-TW': '新增聯絡人' };
    const firstField = { en: 'First name', ja: '姓', 'zh-TW': '姓氏' };

    for (const lang of LANGS) {
      const row = await showContacts(page, hubId, lang, email);
      await expect(row).toContainText(shown[lang]);
      await expect(row).toContainText('(GMT+9)');
      await shoot(page, `hub-clock-contacts-${lang}`);

      await page.getByRole('button', { name: newContact[lang] }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('textbox').first()).toHaveAccessibleName(firstField[lang]);
      await shoot(page, `names-new-contact-${lang}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });
});
