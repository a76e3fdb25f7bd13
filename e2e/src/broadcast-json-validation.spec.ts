import { expect, test } from '@playwright/test';
import { expectLoaded, signIn } from './support/auth';
import { shoot } from './support/screenshots';
import { ADMIN } from './support/users';

/** The composer's words this test uses, and what it expects LINE's refusal to read as, per language. */
const WORDS = {
  en: {
    name: 'Name',
    text: 'Text',
    add: 'Add a message',
    second: 'Message 2',
    type: 'Message type',
    json: 'Message JSON',
    save: 'Save as draft',
    refused: 'LINE refused the messages: messages[1].text: May not be empty',
    field: 'Please enter the required field.',
  },
  ja: {
    name: '名前',
    text: 'テキスト',
    add: 'メッセージを追加',
    second: 'メッセージ 2',
    type: 'メッセージの種類',
    json: 'メッセージJSON',
    save: '下書き保存',
    refused: 'LINEがメッセージを受け付けませんでした：messages[1].text: May not be empty',
    field: '必須項目を入力してください。',
  },
} as const;

test.use({ viewport: { width: 1440, height: 900 } });

test('a JSON message LINE would refuse is refused on save, with LINE’s reason on its field', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const hubId = await signIn(page, ADMIN);
  for (const lang of ['en', 'ja'] as const) {
    const words = WORDS[lang];
    await context.addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);
    await page.goto(`/${hubId}/line/broadcasts/create`);
    await expectLoaded(page);
    await page.getByRole('textbox', { name: words.name, exact: true }).fill(`JSON check ${lang}`);
    await page.getByRole('textbox', { name: words.text, exact: true }).fill('Hello');
    await page.getByRole('button', { name: words.add }).click();
    const second = page.getByRole('region', { name: words.second });
    await second.getByRole('combobox', { name: words.type }).click();
    await page.getByRole('option', { name: 'JSON', exact: true }).click();
    await second.getByRole('textbox', { name: words.json }).fill('{"type": "text", "text": ""}');
    await page.getByRole('button', { name: words.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: words.refused })).toBeVisible();
    await expect(second.getByText(words.field, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`/${hubId}/line/broadcasts/create`);
    await shoot(page, `broadcast-json-refused-${lang}`, { fullPage: true });
  }
});
