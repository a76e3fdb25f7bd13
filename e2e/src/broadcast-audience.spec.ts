import { expect, type Page, test } from '@playwright/test';
import { CSRF } from './support/api';
import { expectLoaded, expectToast, signIn } from './support/auth';
import { shoot } from './support/screenshots';
import { ADMIN } from './support/users';

/** A mark unique to this run, so the lists, folders and broadcasts made here are told apart. */
const RUN = `ba${Date.now().toString(36)}`;

interface InboxUser {
  chatType: string;
  chatId: string;
  blocked: boolean;
  contactId: string | null;
}

/** Set-up through the API: the contacts of two demo friends of account 1 (made when missing). */
async function twoFriendContacts(page: Page, hubId: string) {
  const inbox = await page.request.get(`/api/${hubId}/line/inbox/1`);
  const { lineUsers } = (await inbox.json()) as { lineUsers: InboxUser[] };
  const friends = lineUsers.filter((user) => user.chatType === 'user' && !user.blocked).slice(0, 2);
  expect(friends, 'the demo account has two friends').toHaveLength(2);
  const ids: string[] = [];
  for (const [i, friend] of friends.entries()) {
    if (friend.contactId) {
      ids.push(friend.contactId);
      continue;
    }
    const made = await page.request.post(`/api/${hubId}/contacts`, {
      headers: CSRF,
      data: { properties: { firstname: `Friend ${i} ${RUN}`, line_user_id_1: friend.chatId } },
    });
    expect(made.ok(), 'contact of a demo friend').toBe(true);
    ids.push(((await made.json()) as { contact: { id: string } }).contact.id);
  }
  return ids;
}

async function staticList(page: Page, hubId: string, name: string, contactIds: string[]) {
  const list = await page.request.post(`/api/${hubId}/lists`, {
    headers: CSRF,
    data: { kind: 'static', name: `${name} ${RUN}` },
  });
  expect(list.ok(), `list ${name}`).toBe(true);
  const listId = ((await list.json()) as { list: { id: string } }).list.id;
  const added = await page.request.post(`/api/${hubId}/lists/${listId}/members`, {
    headers: CSRF,
    data: { contactIds },
  });
  expect(added.ok(), `members of ${name}`).toBe(true);
  return { id: listId, name: `${name} ${RUN}` };
}

/** The composer's live count line. */
const count = (page: Page) => page.getByRole('status').filter({ hasText: /recipient|target lists/ });

async function choose(page: Page, combobox: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('Broadcast audience and automation', () => {
  test('the composer counts recipients live: overlapping lists once, excluded friends out; an automation keeps its workflow, and its executed run adds up on the detail page', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const hubId = await signIn(page, ADMIN);
    const [first = '', second = ''] = await twoFriendContacts(page, hubId);
    const both = await staticList(page, hubId, 'Both friends', [first, second]);
    const one = await staticList(page, hubId, 'Second friend', [second]);
    const out = await staticList(page, hubId, 'First friend', [first]);
    const workflow = `Onboarding ${RUN}`;
    const made = await page.request.post(`/api/${hubId}/workflows`, {
      headers: CSRF,
      data: { name: workflow },
    });
    expect(made.ok(), 'the workflow').toBe(true);

    await page.goto(`/${hubId}/line/broadcasts/create`);
    await expectLoaded(page);
    await expect(count(page)).toHaveText('Choose target lists to see how many will receive it.');
    await page.getByRole('textbox', { name: 'Name' }).fill(`Welcome ${RUN}`);
    await page.getByRole('textbox', { name: 'Text' }).fill('Welcome aboard!');
    await choose(page, 'Target lists', new RegExp(both.name));
    await expect(count(page)).toHaveText('2 recipients on LINE');
    // The second list's friend is in the first already: still two (list sizes would say three).
    await choose(page, 'Target lists', new RegExp(one.name));
    await expect(count(page)).toHaveText('2 recipients on LINE');
    await choose(page, 'Exclude lists', new RegExp(out.name));
    await expect(count(page)).toHaveText('1 recipient on LINE');

    await choose(page, 'Type', 'Automation');
    await choose(page, 'Workflow', workflow);
    await expect(
      page.getByText(
        'Once saved for automation, a contact enrolled in this workflow is sent this broadcast.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expectToast(page, 'Broadcast saved.');
    await expect(page).toHaveURL(new RegExp(`/${hubId}/line/broadcast/[^/]+/edit$`));
    await page.reload();
    await expectLoaded(page);
    await expect(page.getByRole('combobox', { name: 'Workflow' })).toHaveText(workflow);
    await expect(count(page)).toHaveText('1 recipient on LINE');

    // Published, then executed for both contacts through the API: the detail counts that run.
    const id = new URL(page.url()).pathname.split('/').at(-2) ?? '';
    const inbox = (await (await page.request.get(`/api/${hubId}/line/inbox/1`)).json()) as {
      lineUsers: InboxUser[];
    };
    const lineUserId = inbox.lineUsers.find((user) => user.contactId === first)?.chatId ?? '';
    const tested = await page.request.post(`/api/${hubId}/line/broadcast-setting/test`, {
      headers: CSRF,
      data: { id, to: { kind: 'lineUserId', lineUserId } },
    });
    expect(tested.ok(), 'the test send').toBe(true);
    const saved = await page.request.post(`/api/${hubId}/line/broadcast-setting/save`, {
      headers: CSRF,
      data: { ids: [id] },
    });
    expect(saved.ok(), 'saved for automation').toBe(true);
    const executed = await page.request.post(`/api/${hubId}/line/broadcast-setting/execute`, {
      headers: CSRF,
      data: { ids: [id], contactIds: [first, second] },
    });
    expect(await executed.json()).toMatchObject({ count: 2, recipients: 2 });
    await expect
      .poll(async () => {
        const detail = await page.request.get(`/api/${hubId}/line/broadcast-setting/${id}`);
        return ((await detail.json()) as { stats: { sent: number } }).stats.sent;
      })
      .toBe(2);
    await page.goto(`/${hubId}/line/broadcast/${id}`);
    await expectLoaded(page);
    await expect(page.getByRole('region', { name: 'Recipients' })).toContainText('2');
    await expect(page.getByRole('region', { name: 'Sent' })).toContainText('2');
    await page.getByRole('tab', { name: 'Recipients' }).click();
    await expectLoaded(page);
    await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(2);
  });

  test('the list keeps its open folder and search condition in the address: reload and Back keep them', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const hubId = await signIn(page, ADMIN);
    const folder = `Kept ${RUN}`;
    const made = await page.request.post(`/api/${hubId}/line/broadcast-settings/folders`, {
      headers: CSRF,
      data: { name: folder },
    });
    expect(made.ok(), 'the folder').toBe(true);
    const folderId = ((await made.json()) as { folder: { id: string } }).folder.id;

    await page.goto(`/${hubId}/line/broadcasts`);
    await expectLoaded(page);
    await choose(page, 'Type', 'Automation');
    await expect(page).toHaveURL(/\?type=automation$/);
    await choose(page, 'Broadcast date', 'Last days');
    await choose(page, 'Period', 'Last 30 days');
    const folders = page.getByRole('navigation', { name: 'Folders' });
    await folders.getByRole('button', { name: `${folder} (0)` }).click();
    await expect(page).toHaveURL(/folder=.+&dateRange=rolling&rolling=30&type=automation$/);

    await page.reload();
    await expectLoaded(page);
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveText('Automation');
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Last 30 days');
    await expect(folders.getByRole('button', { name: `${folder} (0)` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Another tab keeps the condition; Back returns to the tab as it was, then before the folder.
    await page.getByRole('tab', { name: /^Automation/ }).click();
    await expect(page).toHaveURL(/\/line\/broadcasts\/published\?folder=/);
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveText('Automation');
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Last 30 days');
    await expect(folders.getByRole('button', { name: `${folder} (0)` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Broadcast date' })).toHaveText('All dates');
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveText('Automation');
    // The demo hub's folders are as they were for the other list tests.
    const removed = await page.request.delete(`/api/${hubId}/line/broadcast-settings/folders/${folderId}`, {
      headers: CSRF,
    });
    expect(removed.ok(), 'the folder removed').toBe(true);
  });

  for (const lang of ['en', 'ja', 'zh-TW'] as const) {
    test(`audience and list screenshots in ${lang}`, async ({ page, context, baseURL }) => {
      test.setTimeout(60_000);
      const hubId = await signIn(page, ADMIN);
      await context.addCookies([{ name: 'lh_lang', value: lang, url: baseURL ?? '' }]);
      const contacts = await twoFriendContacts(page, hubId);
      const listId = (await staticList(page, hubId, `Shot ${lang}`, contacts)).id;
      const flow = await page.request.post(`/api/${hubId}/workflows`, {
        headers: CSRF,
        data: { name: `Flow ${lang} ${RUN}` },
      });
      const workflowId = ((await flow.json()) as { workflow: { id: string } }).workflow.id;
      const accounts = (await (await page.request.get(`/api/${hubId}/line`)).json()) as {
        items: { id: string }[];
      };
      const made = await page.request.post(`/api/${hubId}/line/broadcast-setting`, {
        headers: CSRF,
        data: {
          name: `Welcome ${lang} ${RUN}`,
          type: 'automation',
          accountId: accounts.items[0]?.id,
          workflowId,
          targetLists: [listId],
          messages: [{ type: 'text', text: 'Welcome!' }],
        },
      });
      expect(made.ok(), 'the automation draft').toBe(true);
      const { id } = (await made.json()) as { id: string };
      await page.goto(`/${hubId}/line/broadcast/${id}/edit`);
      await expectLoaded(page);
      await expect(page.getByRole('status').filter({ hasText: /2/ })).toBeVisible();
      await shoot(page, `broadcast-audience-${lang}`, { fullPage: true });
      await page.goto(`/${hubId}/line/broadcasts?dateRange=rolling&rolling=30&type=automation`);
      await expectLoaded(page);
      await shoot(page, `broadcast-list-condition-${lang}`);
    });
  }
});
