import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectLoaded, expectToast, signIn } from './support/auth';
import { listWithDemoFriend } from './support/broadcasts';
import { sandboxPhone } from './support/line-phone';
import { shoot } from './support/screenshots';
import { ADMIN } from './support/users';

/** A mark unique to this run, so what is made here is told apart. */
const RUN = `cr${Date.now().toString(36)}`;
const IMAGES = 'https://img.example.com';

/**
 * Card images served to the browser (the console's preview and the sandbox phone) without a
 * network: an SVG of the size its name says, e.g. /beans-1540x1000.svg.
 */
async function serveImages(context: BrowserContext) {
  await context.route(`${IMAGES}/**`, (route) => {
    const [, width = '100', height = '100'] = /-(\d+)x(\d+)\.svg$/.exec(route.request().url()) ?? [];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#8d6e63"/><circle cx="50%" cy="50%" r="25%" fill="#d7ccc8"/></svg>`;
    return route.fulfill({ contentType: 'image/svg+xml', body: svg });
  });
}

const preview = (page: Page) => page.getByRole('figure', { name: 'Preview' });

async function fillCard(
  page: Page,
  number: number,
  card: { image: string; header: string; button: string; url: string },
) {
  const section = page.getByRole('group', { name: `Card ${number}` });
  await section.getByRole('textbox', { name: 'Banner label' }).fill('NEW');
  await section.getByRole('textbox', { name: 'Image URL' }).fill(`${IMAGES}/${card.image}`);
  await section.getByRole('textbox', { name: 'Title' }).fill(card.header);
  await section.getByRole('textbox', { name: 'Description' }).fill('Roasted this week in Kyoto.');
  await section.getByRole('textbox', { name: 'Button 1 label' }).fill(card.button);
  await section.getByRole('textbox', { name: 'Button 1 URL' }).fill(card.url);
  return section;
}

test.use({ viewport: { width: 1440, height: 900 } });

test('a products carousel of two cards is built with a live preview, sent in a broadcast and seen on the sandbox phone', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await serveImages(context);
  const hubId = await signIn(page, ADMIN);
  const name = `Autumn beans ${RUN}`;

  await page.goto(`/${hubId}/line/carousels/create`);
  await expect(page.getByRole('heading', { name: 'New card-based message', level: 1 })).toBeVisible();
  await expectLoaded(page);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Alternative text' }).fill('Our autumn beans');
  const first = await fillCard(page, 1, {
    image: 'dark-1000x1000.svg',
    header: 'Dark roast',
    button: 'Buy',
    url: 'https://shop.example.com/dark',
  });
  // A square image on a products card is warned about (1.54:1 is recommended), not refused.
  await expect(
    first.getByText('This image is 1.00:1; 1.54:1 is recommended. LINE will crop it.'),
  ).toBeVisible();
  await first.getByRole('textbox', { name: 'Image URL' }).fill(`${IMAGES}/dark-1540x1000.svg`);
  await expect(first.getByText('Recommended ratio 1.54:1 (for example 1040 × 675).')).toBeVisible();

  await page.getByRole('button', { name: 'Add card' }).click();
  await fillCard(page, 2, {
    image: 'light-1540x1000.svg',
    header: 'Light roast',
    button: 'Buy',
    url: 'https://shop.example.com/light',
  });
  await expect(page.getByText('2 of 12 cards')).toBeVisible();
  // The preview is the Flex carousel LINE will get, as the cards are typed.
  await expect(preview(page).getByText('Dark roast')).toBeVisible();
  await expect(preview(page).getByText('Light roast')).toBeVisible();

  // A colour that is not #RRGGBB is refused where it is typed.
  const colour = first.getByRole('textbox', { name: 'Button colour', exact: true });
  await colour.fill('green');
  await expect(first.getByText('Enter a colour as #RRGGBB, such as #06C755.')).toBeVisible();
  await colour.fill('#5D4037');

  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Card-based message saved.');
  await expect(page).toHaveURL(new RegExp(`/${hubId}/line/carousels/[^/]+$`));
  await expect(page.getByRole('heading', { name: 'Edit card-based message', level: 1 })).toBeVisible();
  await shoot(page, 'carousel-editor-en', { fullPage: true });

  for (const lang of ['ja', 'zh-TW'] as const) {
    await context.addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'ja' ? 'カードタイプメッセージを編集' : '編輯卡片型訊息',
    );
    await expectLoaded(page);
    await shoot(page, `carousel-editor-${lang}`, { fullPage: true });
  }
  await context.addCookies([{ name: 'lh_lang', value: 'en', url: baseURL ?? '' }]);

  // The library lists it, filed in no folder, opening the editor again.
  await page.goto(`/${hubId}/line/carousels`);
  await expect(page.getByRole('heading', { name: 'Card-based messages', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(RUN);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Products');
  await shoot(page, 'carousels-library-en');
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: 'Edit card-based message', level: 1 })).toBeVisible();

  // Picked as a broadcast's message, test-sent to the demo friend.
  const { lineUserId, listName } = await listWithDemoFriend(page, hubId, `carousel ${RUN}`);
  await page.goto(`/${hubId}/line/broadcasts/create`);
  await expectLoaded(page);
  await page.getByRole('textbox', { name: 'Name' }).fill(`Beans broadcast ${RUN}`);
  await page.getByRole('combobox', { name: 'Target lists' }).click();
  await page.getByRole('option', { name: new RegExp(listName) }).click();
  const message = page.getByRole('region', { name: 'Message 1' });
  await message.getByRole('combobox', { name: 'Message type' }).click();
  await page.getByRole('option', { name: 'Card-based message' }).click();
  await message.getByRole('combobox', { name: 'Card-based message' }).click();
  await page.getByRole('option', { name }).click();
  await expect(preview(page).getByText('Light roast')).toBeVisible();
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expectToast(page, 'Broadcast saved.');
  await page.getByRole('combobox', { name: 'Send to' }).click();
  await page.getByRole('option', { name: 'LINE user ID' }).click();
  await page.getByRole('textbox', { name: 'LINE user ID' }).fill(lineUserId);
  await page.getByRole('button', { name: 'Send test' }).click();
  await expectToast(page, 'Sent Success.');

  const handset = await context.newPage();
  await handset.goto(await sandboxPhone(page, hubId));
  const inbox = (await (await page.request.get(`/api/${hubId}/line/inbox/1`)).json()) as {
    lineUsers: { chatId: string; displayName: string }[];
  };
  const friend = inbox.lineUsers.find((user) => user.chatId === lineUserId)?.displayName ?? '';
  await handset
    .getByRole('list', { name: 'Users' })
    .getByRole('button', { name: new RegExp(friend) })
    .click();
  const chat = handset.locator('.flex-carousel').last();
  await expect(chat.getByText('Dark roast')).toBeVisible();
  await expect(chat.getByText('Light roast')).toBeVisible();
  await shoot(handset, 'sandbox-phone-carousel');
  await handset.close();
});
