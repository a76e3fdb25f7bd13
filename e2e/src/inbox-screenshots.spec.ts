import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectLoaded, HUB_HOME, hubIdOf, openProfileMenu, signIn } from './support/auth';
import { EMOJI_IMAGE, IMAGE_HOST, imageAt, LINE_EMOJI_HOST, sendGallery } from './support/inbox-gallery';
import { ADMIN, HUB_NAMES } from './support/users';

const OUT = path.join(fileURLToPath(new URL('../../', import.meta.url)), '.tmp/screenshots');
type Lang = 'en' | 'ja' | 'zh-TW';

/** The inbox's accessible names in each language (apps/web/src/i18n/<lang>/inbox.json). */
const NAMES: Record<
  Lang,
  { list: string; history: string; message: string; replaced: string; markSpam: string; noResults: string }
> = {
  en: {
    list: 'Conversations',
    history: 'Messages',
    message: 'Message',
    replaced: 'The inbox is open in another tab',
    markSpam: 'Mark as spam',
    noResults: 'No conversations match “zzzz”.',
  },
  ja: {
    list: '会話',
    history: 'メッセージ',
    message: 'メッセージ',
    replaced: '受信箱が別のタブで開かれています',
    markSpam: 'スパムにする',
    noResults: '「zzzz」に一致する会話はありません。',
  },
  'zh-TW': {
    list: '對話',
    history: '訊息',
    message: '訊息',
    replaced: '收件匣已在其他分頁開啟',
    markSpam: '標記為垃圾訊息',
    noResults: '找不到符合「zzzz」的對話。',
  },
};
const MENU: Record<Lang, string> = {
  en: 'Actions for 田中 健太',
  ja: '田中 健太の操作',
  'zh-TW': '田中 健太 的操作',
};
const SEARCH: Record<Lang, string> = { en: 'Search conversations', ja: '会話を検索', 'zh-TW': '搜尋對話' };
/** A demo friend who wrote a text and a sticker (apps/server/src/modules/demo/demo-line.ts). */
const FRIEND = '佐藤 美咲';
const FRIEND_WROTE = 'こんにちは！予約の変更はできますか？';
/** The demo's group chat, where 田中 健太 wrote this. */
const GROUP = 'Sakura Cafe 常連さん';
const GROUP_WROTE = '来週の貸切、10名で大丈夫ですか？';
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };

async function shoot(page: Page, name: string) {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.screenshot({ path: path.join(OUT, `${name}.png`), animations: 'disabled' });
}

test.use({ viewport: WIDE });
test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

for (const lang of ['en', 'ja', 'zh-TW'] as const) {
  test(`inbox screenshots in ${lang}`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const names = NAMES[lang];
    const hubId = await signIn(page, ADMIN);
    await context.addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);

    await page.goto(`/${hubId}/line/inbox`);
    await expect(page).toHaveURL(new RegExp(`/${hubId}/line/inbox/\\d+$`));
    const list = page.getByRole('navigation', { name: names.list });
    // The demo friends' messages reach the server through the sandbox's webhooks at startup.
    const friend = list.getByRole('link', { name: new RegExp(FRIEND) });
    await expect(friend).toBeVisible({ timeout: 30_000 });
    await expectLoaded(page);
    await shoot(page, `inbox-list-${lang}`);

    await friend.click();
    const history = page.getByRole('list', { name: names.history });
    await expect(history.getByText(FRIEND_WROTE)).toBeVisible();
    await expectLoaded(page);
    await shoot(page, `inbox-chat-${lang}`);

    const composer = page.getByRole('textbox', { name: names.message });
    await composer.fill(
      lang === 'en' ? 'Yes, of course! Which day suits you?' : 'もちろんです。ご希望の日はありますか？',
    );
    await composer.press('Control+Enter');
    await expect(composer).toHaveValue('', { timeout: 15_000 });
    await expect(history.getByRole('listitem').last()).toContainText(ADMIN.name);
    await shoot(page, `inbox-chat-sent-${lang}`);

    // A group: each message shows the member who wrote it.
    await list.getByRole('link', { name: new RegExp(GROUP) }).click();
    await expect(page.getByRole('heading', { name: GROUP })).toBeVisible();
    const groupMessage = history.getByRole('listitem').filter({ hasText: GROUP_WROTE });
    await expect(groupMessage).toContainText('田中 健太');
    await expectLoaded(page);
    await shoot(page, `inbox-group-${lang}`);
    await list.getByRole('link', { name: new RegExp(FRIEND) }).click();
    await expect(page.getByRole('heading', { name: FRIEND })).toBeVisible();

    // The location a friend sent, the conversation menu, a search with no results.
    await list.getByRole('link', { name: /田中 健太/ }).click();
    await expect(page.getByRole('heading', { name: '田中 健太' })).toBeVisible();
    await expect(history.getByText('渋谷駅')).toBeVisible();
    await expect(history.getByText('東京都渋谷区道玄坂1丁目')).toBeVisible();
    await expectLoaded(page);
    await shoot(page, `inbox-location-${lang}`);
    await page.getByRole('button', { name: MENU[lang] }).last().click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: names.markSpam })).toBeVisible();
    await shoot(page, `inbox-menu-${lang}`);
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: SEARCH[lang] }).fill('zzzz');
    await page.keyboard.press('Enter');
    await expect(list.getByText(names.noResults)).toBeVisible();
    await shoot(page, `inbox-no-results-${lang}`);
    // A word of an earlier message: the row shows it marked, and opens the chat at it.
    await page.getByRole('searchbox', { name: SEARCH[lang] }).fill('営業時間');
    await page.keyboard.press('Enter');
    const hit = list.getByRole('link', { name: /田中 健太/ });
    await expect(hit.locator('mark')).toHaveText('営業時間');
    await shoot(page, `inbox-search-${lang}`);
    await hit.click();
    await expect(history.locator('[aria-current="true"]')).toContainText('営業時間を教えてください。');
    await expectLoaded(page);
    await shoot(page, `inbox-search-opened-${lang}`);
    // A friend who never wrote: the chat says there is nothing yet.
    await page.getByRole('searchbox', { name: SEARCH[lang] }).fill('Emily');
    await page.keyboard.press('Enter');
    await list.getByRole('link', { name: /Emily Chen/ }).click();
    await expect(page.getByRole('heading', { name: 'Emily Chen' })).toBeVisible();
    await expect(history).toBeAttached();
    await expectLoaded(page);
    await shoot(page, `inbox-empty-chat-${lang}`);
    await page.getByRole('searchbox', { name: SEARCH[lang] }).fill('');
    await list.getByRole('link', { name: new RegExp(FRIEND) }).click();
    await expect(page.getByRole('heading', { name: FRIEND })).toBeVisible();

    await page.setViewportSize(NARROW);
    await expect(history.getByText(FRIEND_WROTE)).toBeVisible();
    await shoot(page, `inbox-chat-narrow-${lang}`);
    await page.goto(`/${hubId}/line/inbox`);
    await expect(list.getByRole('link', { name: new RegExp(FRIEND) })).toBeVisible();
    await expectLoaded(page);
    await shoot(page, `inbox-list-narrow-${lang}`);
    await page.setViewportSize(WIDE);

    // The same user opens the inbox in another tab: this one stops and says so.
    const other = await context.newPage();
    await other.goto(`/${hubId}/line/inbox`);
    await expect(other.getByRole('navigation', { name: names.list })).toBeVisible();
    await expect(page.getByText(names.replaced)).toBeVisible();
    await shoot(page, `inbox-replaced-${lang}`);
    await other.close();
  });
}

test('every kind of message the account sends, as the server answers them', async ({ page }) => {
  test.setTimeout(90_000);
  const hubId = await signIn(page, ADMIN);
  await page.route(`${IMAGE_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: imageAt(route.request().url()) }),
  );
  await page.route(`${LINE_EMOJI_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: EMOJI_IMAGE }),
  );
  const name = await sendGallery(page, hubId, `${Date.now()}`);
  await page.goto(`/${hubId}/line/inbox`);
  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const history = page.getByRole('list', { name: 'Messages' });
  const last = history.getByRole('listitem').last();
  // The friend's message, taken back, comes after the three broadcasts' seven messages.
  await expect(last).toContainText('Unsent by the sender', { timeout: 30_000 });
  await expect(last).toContainText('Can I change my booking?');
  // Seven of the gallery's (this friend may have had broadcasts of other tests before it).
  await expect
    .poll(() => history.getByRole('listitem').filter({ hasText: 'Broadcast' }).count())
    .toBeGreaterThanOrEqual(7);
  // What each renderer shows: flex texts and buttons (a bubble, then a carousel of two), the
  // buttons, confirm and image carousel templates with their actions, the image map, and the
  // text with its LINE emoji and the quick replies offered (shown, not tapped, by an agent).
  for (const text of [
    'Matcha latte',
    'Scone',
    'Cake',
    'When would you like to come?',
    'Keep your reservation?',
  ])
    await expect(history.getByText(text)).toBeVisible();
  await expect(history.getByRole('heading', { name: 'Reserve a table' })).toBeVisible();
  await expect(history.getByRole('button', { name: 'Reserve' })).toHaveCount(3);
  await expect(history.getByRole('button', { name: 'View' })).toHaveCount(2);
  for (const button of ['Today', 'Tomorrow', 'Yes', 'No'])
    await expect(history.getByRole('button', { name: button })).toBeVisible();
  await expect(history.getByRole('img', { name: 'Spring menu' })).toBeVisible();
  const emojiText = history.getByRole('listitem').filter({ hasText: 'Choose a time' });
  await expect(emojiText.getByRole('img', { name: '$' })).toBeVisible();
  for (const chip of ['11:00', '14:00']) await expect(emojiText.getByText(chip)).toBeVisible();
  // Every message rendered: none fell back to its raw JSON (that fallback has unit tests).
  await expect(page.getByLabel('Message content')).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 2600 });
  await shoot(page, 'inbox-gallery-en');
});

test('spam leaves the list, shows when searched, and comes back when unmarked', async ({ page }) => {
  const hubId = await signIn(page, ADMIN);
  await page.goto(`/${hubId}/line/inbox`);
  const list = page.getByRole('navigation', { name: 'Conversations' });
  const row = list.getByRole('link', { name: /Somchai P\./ });
  await expect(row).toBeVisible({ timeout: 30_000 });

  await list.getByRole('button', { name: 'Actions for Somchai P.' }).click();
  await page.getByRole('menuitem', { name: 'Mark as spam' }).click();
  await expect(row).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Search conversations' });
  await search.fill('Somchai');
  await search.press('Enter');
  await expect(row).toContainText('Spam');
  await shoot(page, 'inbox-spam-search-en');

  await list.getByRole('button', { name: 'Actions for Somchai P.' }).click();
  await page.getByRole('menuitem', { name: 'Not spam' }).click();
  await search.fill('');
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Spam');
});

test('a hub without a LINE account says so and offers to connect one', async ({ page }) => {
  await signIn(page, ADMIN);
  const menu = await openProfileMenu(page);
  await menu.getByRole('menuitem', { name: HUB_NAMES.taiwan }).click();
  await expect(page).toHaveURL(HUB_HOME);
  const taiwanId = hubIdOf(page);
  await page.goto(`/${taiwanId}/line/inbox`);
  await expect(page.getByText('No LINE account available')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect a LINE account' })).toHaveAttribute(
    'href',
    `/${taiwanId}/line/accounts/create`,
  );
  await shoot(page, 'inbox-no-account-en');
});
