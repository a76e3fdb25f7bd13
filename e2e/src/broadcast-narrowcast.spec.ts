import { expect, type Page, test } from '@playwright/test';
import { CSRF } from './support/api';
import { expectLoaded, expectToast, signIn } from './support/auth';
import { demoSandbox, type InboxUser } from './support/broadcasts';
import { SHOTS } from './support/screenshots';
import { ADMIN } from './support/users';

/** A mark unique to this run, so the audiences and broadcasts made here are told apart. */
const RUN = `nc${Date.now().toString(36)}`;

/**
 * Set-up through LINE's own API on the demo server's sandbox: the demo account's channel token
 * (from the sandbox's control API), a READY audience holding a demo friend, and an empty one,
 * which LINE keeps IN_PROGRESS.
 */
async function demoAudiences(page: Page, hubId: string, mark: string) {
  const { sandbox, accountId, channelId } = await demoSandbox(page, hubId);
  const channel = (await (await page.request.get(`${sandbox}/__sandbox/channels/${channelId}`)).json()) as {
    accessToken: string;
  };
  const { lineUsers } = (await (await page.request.get(`/api/${hubId}/line/inbox/1`)).json()) as {
    lineUsers: InboxUser[];
  };
  const friend = lineUsers.find((user) => user.chatType === 'user' && !user.blocked);
  expect(friend, 'the demo account has a friend').toBeDefined();
  const upload = (description: string, ids: string[]) =>
    page.request.post(`${sandbox}/v2/bot/audienceGroup/upload`, {
      headers: { authorization: `Bearer ${channel.accessToken}` },
      data: { description, audiences: ids.map((id) => ({ id })) },
    });
  expect((await upload(`Regulars ${mark}`, [friend?.chatId ?? ''])).ok(), 'the ready audience').toBe(true);
  const pending = await upload(`Uploading ${mark}`, []);
  expect(pending.ok(), 'the audience in progress').toBe(true);
  const { audienceGroupId } = (await pending.json()) as { audienceGroupId: number };
  return { lineUserId: friend?.chatId ?? '', accountId, pendingId: String(audienceGroupId) };
}

const sectionNamed = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.use({ viewport: { width: 1440, height: 900 } });

test('narrowcasts to a LINE audience chosen in the composer, test-sent first, and shows LINE’s counts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const hubId = await signIn(page, ADMIN);
  const mark = `en ${RUN}`;
  const { lineUserId } = await demoAudiences(page, hubId, mark);
  const name = `Regulars only ${RUN}`;

  await page.goto(`/${hubId}/line/broadcasts/create`);
  await expectLoaded(page);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByLabel(/^Narrowcast/).check();
  // The lists are not used by a narrowcast: they are gone.
  await expect(page.getByRole('combobox', { name: 'Target lists' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'LINE audiences' }).click();
  await expect(
    page.getByRole('option', { name: new RegExp(`Uploading ${mark}.*Being created`) }),
  ).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: new RegExp(`Regulars ${mark}`) }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: new RegExp(`Regulars ${mark} \\(1\\)`) })).toBeVisible();
  // A contact token cannot go in a narrowcast: the composer says so at once, and a save is refused with it.
  const refusal =
    'Contact tokens ({{firstname}}) cannot be used in a narrowcast (LINE audiences or demographic filters): LINE sends the same message to every recipient. Remove the token or turn narrowcast off.';
  await page.getByRole('textbox', { name: 'Text' }).fill('Hi {{firstname}}, a free coffee this week.');
  await expect(sectionNamed(page, 'Messages').getByRole('alert')).toHaveText(refusal);
  await sectionNamed(page, 'Messages').screenshot({ path: `${SHOTS}/narrowcast-tokens-en.png` });
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toHaveCount(2);
  await expect(page).toHaveURL(/\/line\/broadcasts\/create$/);
  await page.getByRole('textbox', { name: 'Text' }).fill('Regulars: a free coffee this week.');
  await expect(sectionNamed(page, 'Messages').getByRole('alert')).toHaveCount(0);
  await sectionNamed(page, 'Recipients').screenshot({ path: `${SHOTS}/narrowcast-section-en.png` });

  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expectToast(page, 'Broadcast saved.');
  await page.getByRole('textbox', { name: 'LINE user ID' }).fill(lineUserId);
  await page.getByRole('button', { name: 'Send test' }).click();
  await expectToast(page, 'Sent Success.');

  await page.getByRole('button', { name: 'Send now' }).click();
  await page
    .getByRole('dialog', { name: 'Send now?' })
    .getByRole('button', { name: 'Confirm and send' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${hubId}/line/broadcast/[^/]+$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  // LINE sends it on its own; the page follows the run until LINE reports it done.
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Sent' })).toContainText('1');
  await expect(page.getByRole('region', { name: 'Recipients' })).toContainText('1');
  await page.screenshot({ path: `${SHOTS}/narrowcast-detail-en.png` });
  await page.getByRole('tab', { name: 'Recipients' }).click();
  await expect(page.getByText('LINE chose the recipients of this narrowcast')).toBeVisible();
});

test('a narrowcast to an audience still being created reads “Delivery failed:” with the reason and LINE’s words', async ({
  page,
  context,
  baseURL,
}) => {
  const hubId = await signIn(page, ADMIN);
  const { accountId, lineUserId, pendingId } = await demoAudiences(page, hubId, `failed ${RUN}`);
  const made = await page.request.post(`/api/${hubId}/line/broadcast-setting`, {
    headers: CSRF,
    data: {
      name: `Too early ${RUN}`,
      accountId,
      narrowcast: true,
      lineAudiences: [pendingId],
      messages: [{ type: 'text', text: 'Hello' }],
    },
  });
  expect(made.ok(), 'the draft').toBe(true);
  const { id } = (await made.json()) as { id: string };
  const tested = await page.request.post(`/api/${hubId}/line/broadcast-setting/test`, {
    headers: CSRF,
    data: { id, to: { kind: 'lineUserId', lineUserId } },
  });
  expect(tested.ok(), 'the test send').toBe(true);
  const executed = await page.request.post(`/api/${hubId}/line/broadcast-setting/execute`, {
    headers: CSRF,
    data: { ids: [id] },
  });
  expect(executed.ok(), 'sent').toBe(true);

  await page.goto(`/${hubId}/line/broadcast/${id}`);
  await expectLoaded(page);
  await expect(
    page.getByText(
      'Delivery failed: The LINE audience is not ready yet. Wait a moment and send again. ' +
        `LINE said: Invalid audience group id: ${pendingId}`,
    ),
  ).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/narrowcast-failed-en.png` });
  await context.addCookies([{ name: 'lh_lang', value: 'ja', url: baseURL ?? '' }]);
  await page.reload();
  await expect(
    page.getByText(
      '配信に失敗しました：LINEオーディエンスの準備ができていません。しばらく待ってから再送信してください。' +
        `LINEからの応答：Invalid audience group id: ${pendingId}`,
    ),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/narrowcast-failed-ja.png` });
});

for (const [lang, section, picker, messages, textbox, refusal] of [
  [
    'ja',
    '配信先',
    'LINEオーディエンス',
    'メッセージ',
    'テキスト',
    'ナローキャスト（LINEオーディエンスや属性フィルター）ではコンタクト項目（{{firstname}}）を使えません。LINEは全員に同じメッセージを送ります。コンタクト項目を削除するか、ナローキャストをオフにしてください。',
  ],
  [
    'zh-TW',
    '收件人',
    'LINE 受眾',
    '訊息',
    '文字',
    '窄播（LINE 受眾或人口統計篩選）無法使用聯絡人欄位（{{firstname}}）：LINE 會向每位收件人傳送相同的訊息。請移除該欄位，或關閉窄播。',
  ],
] as const) {
  test(`the narrowcast section in ${lang}`, async ({ page, context, baseURL }) => {
    const hubId = await signIn(page, ADMIN);
    const mark = `${lang} ${RUN}`;
    const { accountId } = await demoAudiences(page, hubId, mark);
    await context.addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);
    const made = await page.request.post(`/api/${hubId}/line/broadcast-setting`, {
      headers: CSRF,
      data: {
        name: `Narrowcast ${lang} ${RUN}`,
        accountId,
        narrowcast: true,
        messages: [{ type: 'text', text: 'Hello' }],
      },
    });
    expect(made.ok(), 'the draft').toBe(true);
    const { id } = (await made.json()) as { id: string };
    await page.goto(`/${hubId}/line/broadcast/${id}/edit`);
    await expectLoaded(page);
    await page.getByRole('combobox', { name: picker }).click();
    await expect(page.getByRole('option', { name: new RegExp(`Uploading ${mark}`) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.screenshot({ path: `${SHOTS}/narrowcast-open-${lang}.png` });
    await page.keyboard.press('Escape');
    await sectionNamed(page, section).screenshot({ path: `${SHOTS}/narrowcast-section-${lang}.png` });
    await page.getByRole('textbox', { name: textbox }).fill('Hi {{firstname}}');
    await expect(sectionNamed(page, messages).getByRole('alert')).toHaveText(refusal);
    await sectionNamed(page, messages).screenshot({ path: `${SHOTS}/narrowcast-tokens-${lang}.png` });
  });
}
