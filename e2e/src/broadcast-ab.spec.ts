import { expect, type Page, test } from '@playwright/test';
import { CSRF } from './support/api';
import { expectLoaded, expectToast, signIn } from './support/auth';
import { shoot } from './support/screenshots';
import { ADMIN } from './support/users';

const RUN = `ab${Date.now().toString(36)}`;
/** The demo account (the hub's first) and its friends who have not blocked it. */
async function demoFriends(page: Page, hubId: string) {
  const { accounts } = (await (await page.request.get(`/api/${hubId}/line/inbox`)).json()) as {
    accounts: { id: string; name: string }[];
  };
  const { lineUsers } = (await (await page.request.get(`/api/${hubId}/line/inbox/1`)).json()) as {
    lineUsers: { chatType: string; chatId: string; blocked: boolean }[];
  };
  const account = accounts[0];
  if (!account) throw new Error('the demo hub has an account');
  return { account, friends: lineUsers.filter((user) => user.chatType === 'user' && !user.blocked) };
}

/**
 * The demo account (the hub's first), one of its friends, and a static list of all its friends
 * (each through a contact carrying their LINE user id), set up through the API.
 */
async function demoAudience(page: Page, hubId: string) {
  const { account, friends } = await demoFriends(page, hubId);
  const [first] = friends;
  if (!first) throw new Error('the demo account has friends');
  const list = await page.request.post(`/api/${hubId}/lists`, {
    headers: CSRF,
    data: { kind: 'static', name: `A/B audience ${RUN}` },
  });
  const listId = ((await list.json()) as { list: { id: string } }).list.id;
  const contactIds: string[] = [];
  for (const [i, friend] of friends.entries()) {
    const made = await page.request.post(`/api/${hubId}/contacts`, {
      headers: CSRF,
      data: { properties: { firstname: `AB ${i} ${RUN}`, line_user_id_1: friend.chatId } },
    });
    contactIds.push(((await made.json()) as { contact: { id: string } }).contact.id);
  }
  const added = await page.request.post(`/api/${hubId}/lists/${listId}/members`, {
    headers: CSRF,
    data: { contactIds },
  });
  expect(added.ok(), 'the friends are in the list').toBe(true);
  return { account, lineUserId: first.chatId, listId, friends: friends.length };
}

/** Version A as the composer saves it, and its version B made through the API. */
async function givenPair(
  page: Page,
  hubId: string,
  accountId: string,
  listId: string,
  extra: { name?: string; broadcastDate?: string; type?: string; recurrence?: { frequency: string } } = {},
) {
  const made = await page.request.post(`/api/${hubId}/line/broadcast-setting`, {
    headers: CSRF,
    data: {
      name: `Spring pair ${RUN}`,
      accountId,
      targetLists: [listId],
      messages: [{ type: 'text', text: 'Spring menu, version A' }],
      ...extra,
    },
  });
  expect(made.ok(), 'version A').toBe(true);
  const a = ((await made.json()) as { id: string }).id;
  const pair = await page.request.post(`/api/${hubId}/line/broadcast-setting/${a}/create-ab-test`, {
    headers: CSRF,
  });
  expect(pair.ok(), 'version B').toBe(true);
  return { a, b: ((await pair.json()) as { id: string }).id };
}

/** In the composer: a test send to the signed-in administrator, picked among the hub's users. */
async function testSendToMe(page: Page) {
  await page.getByRole('combobox', { name: 'Send to' }).click();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await page.getByRole('combobox', { name: 'User', exact: true }).click();
  await page.getByRole('option', { name: ADMIN.name }).click();
  await page.getByRole('button', { name: 'Send test' }).click();
}

test.use({ viewport: { width: 1440, height: 900 } });

test('an A/B pair: split and rule set, a test send to oneself, both versions sent and compared', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const hubId = await signIn(page, ADMIN);
  const { account, lineUserId, listId, friends } = await demoAudience(page, hubId);
  const { a, b } = await givenPair(page, hubId, account.id, listId);

  await page.goto(`/${hubId}/line/broadcast/${a}/edit`);
  await expectLoaded(page);
  await page.getByRole('spinbutton', { name: 'Share for version A (%)' }).fill('70');
  await expect(page.getByText('A 70% · B 30%')).toBeVisible();
  await page.getByRole('combobox', { name: 'Winner rule' }).click();
  await page.getByRole('option', { name: 'Winner by click rate' }).click();
  await page.getByRole('button', { name: 'Save split' }).click();
  await expectToast(page, 'Broadcast updated.');

  // A test send to oneself before one's LINE user id is known: refused, saying where to add it.
  await testSendToMe(page);
  await expect(page.getByText(`${ADMIN.name} has no LINE user ID on this LINE account.`)).toBeVisible();

  await page.goto(`/${hubId}/profile`);
  await expect(page.getByRole('heading', { name: 'LINE user ID for test messages' })).toBeVisible();
  // Each input says what it holds and for which account.
  await page.getByRole('textbox', { name: `LINE user ID on ${account.name}` }).fill(lineUserId);
  await page.getByRole('button', { name: `Save the LINE user ID for ${account.name}` }).click();
  await expectToast(page, 'Your LINE user ID for test messages has been saved.');

  await page.goto(`/${hubId}/line/broadcast/${a}/edit`);
  await expectLoaded(page);
  await testSendToMe(page);
  await expectToast(page, 'Sent Success.');
  // Version B needs its own test send: done through the API.
  const tested = await page.request.post(`/api/${hubId}/line/broadcast-setting/test`, {
    headers: CSRF,
    data: { id: b, to: { kind: 'lineUserId', lineUserId } },
  });
  expect(tested.ok(), 'the test send of version B').toBe(true);

  await page.getByRole('button', { name: 'Send now' }).click();
  await page
    .getByRole('dialog', { name: 'Send now?' })
    .getByRole('button', { name: 'Confirm and send' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/broadcast/${a}$`));
  const results = page.getByRole('region', { name: 'A/B test results' });
  await expect(results.getByText('Winner by click rate · A 70% · B 30%')).toBeVisible();
  await expect(results.getByText('No winner yet')).toBeVisible();
  await expect(results.getByRole('columnheader', { name: 'Version A' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Both versions went together: B's page shows the same comparison, from B's side.
  await expect
    .poll(async () => {
      const detail = await page.request.get(`/api/${hubId}/line/broadcast-setting/${b}`);
      return ((await detail.json()) as { status: string }).status;
    })
    .toBe('sent');
  await page.goto(`/${hubId}/line/broadcast/${b}`);
  await expect(results.getByRole('columnheader', { name: 'Version B' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Every friend got one version: A's share (70%, rounded) and B the rest.
  const toA = Math.round((friends * 70) / 100);
  await expect(results.getByRole('row', { name: `Recipients ${toA} ${friends - toA}` })).toBeVisible();

  const draft = await givenPair(page, hubId, account.id, listId);
  for (const lang of ['en', 'ja', 'zh-TW'] as const) {
    await context.addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);
    await page.goto(`/${hubId}/line/broadcast/${a}`);
    await expectLoaded(page);
    await expect(page.getByRole('table')).toBeVisible();
    await shoot(page, `ab-detail-${lang}`, { fullPage: true });
    await page.goto(`/${hubId}/profile`);
    await expectLoaded(page);
    await shoot(page, `ab-profile-${lang}`, { fullPage: true });
    await page.goto(`/${hubId}/line/broadcast/${draft.a}/edit`);
    await expectLoaded(page);
    await expect(page.getByRole('spinbutton')).toHaveValue('50');
    await shoot(page, `ab-composer-${lang}`, { fullPage: true });
  }
});

test('version B follows version A: scheduled with it, counted in the Scheduled tab, back to draft with it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const hubId = await signIn(page, ADMIN);
  const { account, friends } = await demoFriends(page, hubId);
  const [friend] = friends;
  if (!friend) throw new Error('the demo account has friends');
  const name = `Autumn pair ${RUN}`;
  const inTwoHours = new Date(Date.now() + 2 * 3_600_000);
  inTwoHours.setSeconds(0, 0);
  const list = await page.request.post(`/api/${hubId}/lists`, {
    headers: CSRF,
    data: { kind: 'static', name: `Autumn audience ${RUN}` },
  });
  const listId = ((await list.json()) as { list: { id: string } }).list.id;
  const { a, b } = await givenPair(page, hubId, account.id, listId, {
    name,
    broadcastDate: inTwoHours.toISOString(),
  });
  for (const id of [a, b]) {
    const tested = await page.request.post(`/api/${hubId}/line/broadcast-setting/test`, {
      headers: CSRF,
      data: { id, to: { kind: 'lineUserId', lineUserId: friend.chatId } },
    });
    expect(tested.ok(), 'the test send of each version').toBe(true);
  }
  const tabs = async (draft: number, scheduled: number) => {
    await page.goto(`/${hubId}/line/broadcasts/scheduled?q=${encodeURIComponent(name)}`);
    await expectLoaded(page);
    await expect(page.getByRole('tab', { name: /^Draft/ })).toHaveText(`Draft${draft}`);
    await expect(page.getByRole('tab', { name: /^Scheduled/ })).toHaveText(`Scheduled${scheduled}`);
  };

  // Version B's page sends nothing of its own and shows A's date, not to be changed there.
  await page.goto(`/${hubId}/line/broadcast/${b}/edit`);
  await expectLoaded(page);
  await expect(
    page.getByText('Version B is sent with version A: schedule or send version A and both go out together.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schedule', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Broadcast date')).toBeDisabled();

  await page.goto(`/${hubId}/line/broadcast/${a}/edit`);
  await expectLoaded(page);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Schedule this broadcast?' })
    .getByRole('button', { name: 'Confirm and schedule' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/broadcast/${a}$`));
  await tabs(0, 2);
  await expect(page.getByRole('link', { name: `${name} (B)` })).toBeVisible();
  for (const lang of ['en', 'ja', 'zh-TW'] as const) {
    await context.addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);
    await page.goto(`/${hubId}/line/broadcasts/scheduled?q=${encodeURIComponent(name)}`);
    await expectLoaded(page);
    await expect(page.getByRole('link', { name: `${name} (B)` })).toBeVisible();
    await shoot(page, `ab-scheduled-list-${lang}`);
    await page.goto(`/${hubId}/line/broadcast/${b}/edit`);
    await expectLoaded(page);
    await shoot(page, `ab-version-b-composer-${lang}`, { fullPage: true });
  }
  await context.addCookies([{ name: 'lh_lang', value: 'en', url: baseURL ?? '' }]);

  // Edit and reschedule on A: both are drafts again.
  await page.goto(`/${hubId}/line/broadcast/${a}/edit`);
  await expectLoaded(page);
  await page.getByRole('button', { name: 'Edit and reschedule' }).click();
  await expect(page.getByRole('button', { name: 'Schedule', exact: true })).toBeVisible();
  await tabs(2, 0);
});

test("version B shows version A's type and frequency, not its own to change", async ({
  page,
  context,
  baseURL,
}) => {
  const hubId = await signIn(page, ADMIN);
  const { account } = await demoFriends(page, hubId);
  const type = page.getByRole('combobox', { name: 'Type', exact: true });
  const frequency = page.getByRole('combobox', { name: 'Frequency' });
  const list = await page.request.post(`/api/${hubId}/lists`, {
    headers: CSRF,
    data: { kind: 'static', name: `Weekly audience ${RUN}` },
  });
  const listId = ((await list.json()) as { list: { id: string } }).list.id;
  const { a, b } = await givenPair(page, hubId, account.id, listId, {
    name: `Weekly pair ${RUN}`,
    type: 'recurring',
    recurrence: { frequency: 'weekly' },
  });

  await page.goto(`/${hubId}/line/broadcast/${b}/edit`);
  await expectLoaded(page);
  await expect(type).toBeDisabled();
  await expect(type).toHaveText('Recurring');
  await expect(frequency).toBeDisabled();
  await expect(frequency).toHaveText('Weekly');
  await expect(
    page.getByText(
      'Version B goes out with version A, with its type and frequency: change them on version A.',
    ),
  ).toBeVisible();
  // Version A's own stay editable.
  await page.goto(`/${hubId}/line/broadcast/${a}/edit`);
  await expectLoaded(page);
  await expect(type).toBeEnabled();
  await expect(frequency).toBeEnabled();

  for (const lang of ['ja', 'zh-TW'] as const) {
    await context.addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);
    await page.goto(`/${hubId}/line/broadcast/${b}/edit`);
    await expectLoaded(page);
    await shoot(page, `ab-version-b-type-${lang}`);
  }
});
