import { expect, type Page, test } from '@playwright/test';
import { expectLoaded, signIn } from './support/auth';
import { shoot } from './support/screenshots';
import { ADMIN, HUB_NAMES } from './support/users';

/** Issue #16: a phone, and a small tablet held upright. */
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

/** The administrator's menu (menu-visibility.spec.ts): every group and the heading of each item's screen. */
const MENU: readonly { group: string; items: readonly { item: string; heading: string }[] }[] = [
  { group: 'Channels', items: [{ item: 'LINE accounts', heading: 'LINE accounts' }] },
  {
    group: 'Conversations',
    items: [
      { item: 'Inbox', heading: 'Inbox' },
      { item: 'Quick replies', heading: 'Quick replies' },
      { item: 'Tags', heading: 'Tags' },
    ],
  },
  {
    group: 'Marketing',
    items: [
      { item: 'Broadcasts', heading: 'Broadcasts' },
      { item: 'Rich Messages', heading: 'Rich messages' },
      { item: 'Rich Video', heading: 'Rich videos' },
      { item: 'Card-based', heading: 'Card-based messages' },
      { item: 'LINE Notification Messages', heading: 'LINE Notification Messages' },
      { item: 'Files', heading: 'Files' },
    ],
  },
  {
    group: 'Data Sources',
    items: [
      { item: 'Contacts', heading: 'Contacts' },
      { item: 'Lists', heading: 'Lists' },
    ],
  },
];

/** A demo friend who wrote to Sakura Cafe (apps/server/src/modules/demo/demo-line.ts). */
const FRIEND = '佐藤 美咲';
const FRIEND_WROTE = 'こんにちは！予約の変更はできますか？';

async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Main menu' });
  await expect(drawer).toBeVisible();
  return drawer;
}

for (const size of SIZES) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`a ${size.name} user reaches every menu group through the drawer, reads a chat and goes back, and no page scrolls sideways`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const hubId = await signIn(page, ADMIN);
      await expectNoSidewaysScroll(page, 'the profile page');

      // The drawer lists every group with its items, as the desktop menu does.
      const drawer = await openDrawer(page);
      await expect(drawer.getByRole('heading')).toHaveText(MENU.map(({ group }) => group));
      // LINE Notification Messages carries its Beta chip.
      await expect(drawer.getByRole('link')).toHaveText(
        MENU.flatMap(({ items }) => items.map(({ item }) => new RegExp(`^${item}(Beta)?$`))),
      );
      await shoot(page, `small-drawer-${size.width}-en`);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      // Each item opens its screen and closes the drawer; no screen is wider than the window.
      for (const { items } of MENU) {
        for (const { item, heading } of items) {
          const menu = await openDrawer(page);
          await menu.getByRole('link', { name: item }).click();
          await expect(menu).toBeHidden();
          await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
          await expectLoaded(page);
          await expectNoSidewaysScroll(page, item);
        }
      }

      // The account gear and the hub switcher are reachable too.
      await openDrawer(page);
      await page.getByRole('link', { name: 'Account settings' }).click();
      await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, 'Account settings');
      await openDrawer(page);
      await page.getByRole('link', { name: new RegExp(`All accounts.*${HUB_NAMES.demo}`) }).click();
      await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
      await expect(page.getByText(HUB_NAMES.taiwan, { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page, 'Accounts');

      // The inbox shows the list, then the chat alone, with a way back that the browser's back follows too.
      await page.goto(`/${hubId}/line/inbox`);
      const list = page.getByRole('navigation', { name: 'Conversations' });
      const friend = list.getByRole('link', { name: new RegExp(FRIEND) });
      await expect(friend).toBeVisible({ timeout: 30_000 });
      await expectNoSidewaysScroll(page, 'the inbox list');
      await friend.click();
      const history = page.getByRole('list', { name: 'Messages' });
      await expect(history.getByText(FRIEND_WROTE)).toBeVisible();
      await expect(list).toBeHidden();
      await expectNoSidewaysScroll(page, 'the chat');

      // The contact record opens beside the chat, in a drawer.
      await page.getByRole('button', { name: 'Contact details' }).click();
      const details = page.getByRole('dialog', { name: 'Contact details' });
      await expect(details.getByRole('tab').first()).toBeVisible();
      await details.getByRole('button', { name: 'Close contact details' }).click();
      await expect(details).toBeHidden();

      await page.getByRole('link', { name: 'Back to conversations' }).click();
      await expect(friend).toBeVisible();
      await expect(history).toBeHidden();
      await page.goBack();
      await expect(history.getByText(FRIEND_WROTE)).toBeVisible();
      await page.goBack();
      await expect(friend).toBeVisible();
    });
  });
}

type Lang = 'en' | 'ja' | 'zh-TW';

/** The main screens an agent uses away from a desk: name, path, and the heading in en, ja and zh-TW. */
const SCREENS: readonly (readonly [string, string, Record<Lang, string>])[] = [
  ['inbox', 'line/inbox', { en: 'Inbox', ja: '受信箱', 'zh-TW': '收件匣' }],
  ['contacts', 'contacts', { en: 'Contacts', ja: 'コンタクト', 'zh-TW': '聯絡人' }],
  ['broadcasts', 'line/broadcasts', { en: 'Broadcasts', ja: '一斉配信', 'zh-TW': '群發訊息' }],
  ['line-accounts', 'line/accounts', { en: 'LINE accounts', ja: 'LINEアカウント', 'zh-TW': 'LINE 帳號' }],
];
const HISTORY: Record<Lang, string> = { en: 'Messages', ja: 'メッセージ', 'zh-TW': '訊息' };

for (const lang of ['en', 'ja', 'zh-TW'] as const) {
  test(`the main screens at 390, 768 and 1280 px in ${lang}: screenshots, none wider than the window`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const hubId = await signIn(page, ADMIN);
    await page.context().addCookies([{ name: 'lh_lang', value: lang, url: new URL(page.url()).origin }]);
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: width < 1000 ? 844 : 800 });
      for (const [name, path, heading] of SCREENS) {
        await page.goto(`/${hubId}/${path}`);
        await expect(page.getByRole('heading', { name: heading[lang], level: 1 })).toBeVisible();
        await expectLoaded(page);
        await expectNoSidewaysScroll(page, `${name} at ${width} px`);
        await shoot(page, `small-${name}-${width}-${lang}`);
      }
      // The inbox with a chat open: alone on a phone or tablet, beside the list on a desktop.
      await page.goto(`/${hubId}/line/inbox`);
      await page.getByRole('link', { name: new RegExp(FRIEND) }).click();
      await expect(page.getByRole('list', { name: HISTORY[lang] }).getByText(FRIEND_WROTE)).toBeVisible();
      await expectNoSidewaysScroll(page, `the chat at ${width} px`);
      await shoot(page, `small-chat-${width}-${lang}`);
    }
  });
}
