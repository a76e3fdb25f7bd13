import { expect, type Page, test } from '@playwright/test';
import { expectLoaded, openProfileMenu, signIn } from './support/auth';
import { shoot } from './support/screenshots';
import { AGENT } from './support/users';

/** The unread dot on the avatar: scaled to nothing when there is nothing unread. */
const avatarDot = (page: Page, menuName = 'Profile menu') =>
  page.getByRole('button', { name: menuName }).locator('.MuiBadge-dot');

test.describe('product updates', () => {
  test('opening the drawer clears the badge, and the items read as new until it closes', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, AGENT);
    await expectLoaded(page);
    await expect(avatarDot(page)).toBeVisible();
    let menu = await openProfileMenu(page);
    await expect(menu.getByRole('menuitem', { name: /^Product updates/ })).toHaveText(/^Product updates\d+$/);

    // Opening the drawer is reading the list: the badge goes at once, no item needs opening.
    await menu.getByRole('menuitem', { name: /^Product updates/ }).click();
    const drawer = page
      .getByRole('presentation')
      .filter({ has: page.getByRole('heading', { name: 'Product updates' }) });
    await expect(drawer.getByText('New').first()).toBeVisible();
    await expectLoaded(page);
    await shoot(page, 'product-updates-drawer-en');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(avatarDot(page)).toBeHidden();
    menu = await openProfileMenu(page);
    await expect(menu.getByRole('menuitem', { name: /^Product updates/ })).toHaveText('Product updates');
    await page.keyboard.press('Escape');

    // The server keeps it: after a reload the badge stays away, and the items are read.
    await page.reload();
    await expectLoaded(page);
    await expect(avatarDot(page)).toBeHidden();
    menu = await openProfileMenu(page);
    await menu.getByRole('menuitem', { name: /^Product updates/ }).click();
    await expect(drawer.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectLoaded(page);
    await expect(drawer.getByRole('button', { expanded: false }).first()).toBeVisible();
    await expect(drawer.getByText('New')).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Close' }).click();

    // Japanese and Chinese readers have their own updates, new to them until they open the drawer.
    for (const [lang, menuName, title] of [
      ['ja', 'プロフィールメニュー', '製品アップデート'],
      ['zh-TW', '個人選單', '產品更新'],
    ] as const) {
      await context.addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);
      await page.reload();
      await expectLoaded(page);
      await expect(avatarDot(page, menuName)).toBeVisible();
      await openProfileMenu(page, menuName);
      await page.getByRole('menuitem', { name: new RegExp(`^${title}`) }).click();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expectLoaded(page);
      await shoot(page, `product-updates-drawer-${lang}`);
      await page.keyboard.press('Escape');
      await expect(avatarDot(page, menuName)).toBeHidden();
    }
    await context.addCookies([{ name: 'lh_lang', value: 'en', url: baseURL ?? '' }]);
  });
});
