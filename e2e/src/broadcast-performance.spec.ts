import { expect, type Page, test } from '@playwright/test';
import { CSRF } from './support/api';
import { expectLoaded, signIn } from './support/auth';
import { demoSandbox, testedBroadcast } from './support/broadcasts';
import { shoot } from './support/screenshots';
import { ADMIN } from './support/users';

const RUN = `bp${Date.now().toString(36)}`;
const MENU_URL = 'https://cafe.example/winter-menu';

/** What the friend received from the demo account, read from the LINE sandbox's control API. */
async function receivedTexts(page: Page, hubId: string, lineUserId: string) {
  const { sandbox, channelId } = await demoSandbox(page, hubId);
  const inbox = await page.request.get(
    `${sandbox}/__sandbox/channels/${channelId}/users/${lineUserId}/inbox`,
  );
  const { messages } = (await inbox.json()) as { messages: { message: { text?: string } }[] };
  return messages.map((entry) => entry.message.text ?? '');
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a friend opens the short link of a sent broadcast: clicked 1 on the Performance tab, in three languages', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const hubId = await signIn(page, ADMIN);
  const name = `Winter menu link ${RUN}`;
  const { id, lineUserId } = await testedBroadcast(page, hubId, name, RUN, [
    { type: 'text', text: `Our winter menu: ${MENU_URL}` },
  ]);
  const executed = await page.request.post(`/api/${hubId}/line/broadcast-setting/execute`, {
    headers: CSRF,
    data: { ids: [id] },
  });
  expect(executed.ok(), 'sent').toBe(true);

  // The friend got our short link in place of the menu's URL, and opens it.
  let shortLink = '';
  await expect
    .poll(async () => {
      const texts = await receivedTexts(page, hubId, lineUserId);
      shortLink = /Our winter menu: (\S+\/r\/\w+)/.exec(texts.at(-1) ?? '')?.[1] ?? '';
      return shortLink;
    })
    .toMatch(/\/r\/\w{10}$/);
  // cafe.example is not one of the hub's trusted link domains: the link first says where it leads.
  const opened = await page.request.get(shortLink, { maxRedirects: 0 });
  expect(opened.status()).toBe(200);
  const leaving = await opened.text();
  expect(leaving).toContain('cafe.example');
  expect(leaving).toContain(`href="${MENU_URL}"`);

  await page.goto(`/${hubId}/line/broadcast/${id}`);
  await expectLoaded(page);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const clicked = page.getByRole('region', { name: 'Clicked' });
  await expect(clicked).toContainText('1');
  await expect(clicked).toContainText('100% of delivered');
  // LINE's open figures are not there until the insight sweep has asked, and below 20 users never.
  await expect(page.getByRole('region', { name: 'Opened' })).toContainText('Not available');
  await expect(page.getByText('Clicks counted through tracked short links.')).toBeVisible();

  // A link that was never issued is a page saying so, not the console.
  const unknown = await page.goto('/r/doesnotexi');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This link does not exist' })).toBeVisible();

  for (const lang of ['en', 'ja', 'zh-TW'] as const) {
    await context.addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);
    await page.goto(`/${hubId}/line/broadcast/${id}`);
    await expectLoaded(page);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await shoot(page, `broadcast-performance-${lang}`);
  }
});
