import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../core/mail/mail.schema.ts';
import { eventually, givenMember, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { lineMessages } from '../inbox/messages.schema.ts';
import { lineUsers } from '../line-accounts/line-accounts.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true, slack: true });
});
afterAll(() => t.close());

/** A hub with a connected sandbox account, as the create flow leaves it. */
async function connected() {
  const control = t.sandbox?.control;
  if (!control) throw new Error('no sandbox');
  const { hubId, user } = await givenMember(t);
  const { cookie } = await signIn(t, user.email);
  const channel = control.createChannel({ displayName: 'Sakura Cafe' });
  const credentials = {
    platform: 'sandbox',
    channelId: channel.channelId,
    channelSecret: channel.channelSecret,
    tokenKind: 'long',
    accessToken: channel.accessToken,
  };
  const created = await t.request({
    method: 'POST',
    url: `/api/${hubId}/line`,
    headers: { cookie },
    payload: { credentials },
  });
  const accountId: string = created.json().id;
  const friend = (userId: string) =>
    t.deps.db
      .select()
      .from(lineUsers)
      .where(and(eq(lineUsers.lineAccountId, accountId), eq(lineUsers.userId, userId)))
      .then(([row]) => row);
  return { control, channel, hubId, user, cookie, accountId, friend };
}

describe('LINE friends through the sandbox', () => {
  it('a follow makes a friend with the LINE profile; a block marks them blocked; following again unblocks', async () => {
    const { control, channel, friend } = await connected();
    const misaki = control.createUser({
      displayName: '佐藤 美咲',
      language: 'ja',
      pictureUrl: 'https://example.com/misaki.png',
    });
    await control.follow(channel.channelId, misaki.userId);
    const made = await eventually(
      () => friend(misaki.userId),
      (row) => Boolean(row?.displayName),
    );
    expect(made).toMatchObject({
      displayName: '佐藤 美咲',
      language: 'ja',
      pictureUrl: 'https://example.com/misaki.png',
      blockedAt: null,
    });
    await control.block(channel.channelId, misaki.userId);
    expect(
      (
        await eventually(
          () => friend(misaki.userId),
          (row) => row?.blockedAt != null,
        )
      )?.blockedAt,
    ).toBeInstanceOf(Date);
    await control.follow(channel.channelId, misaki.userId);
    expect(
      (
        await eventually(
          () => friend(misaki.userId),
          (row) => row?.blockedAt === null,
        )
      )?.blockedAt,
    ).toBeNull();
  });

  it('stores messages in the conversation, with media downloaded, and an unsend', async () => {
    const { control, channel, accountId } = await connected();
    const kenta = control.createUser({ displayName: '田中 健太' });
    await control.follow(channel.channelId, kenta.userId);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await control.sendMessage(channel.channelId, kenta.userId, {
      type: 'text',
      text: '営業時間を教えてください。',
    });
    const image = await control.sendMessage(channel.channelId, kenta.userId, {
      type: 'image',
      contentType: 'image/png',
      data: png.toString('base64'),
    });
    const stored = () =>
      t.deps.db
        .select()
        .from(lineMessages)
        .where(eq(lineMessages.lineAccountId, accountId))
        .orderBy(lineMessages.sentAt);
    const rows = await eventually(stored, (messages) => messages.length === 2);
    expect(rows.map((row) => [row.type, row.direction, row.chatId])).toEqual([
      ['text', 'in', kenta.userId],
      ['image', 'in', kenta.userId],
    ]);
    expect(rows[0]?.payload).toMatchObject({ text: '営業時間を教えてください。' });
    // Named by our own id, never by LINE's message id.
    expect(rows[1]?.contentPath).toMatch(/^line\/[0-9a-f-]{36}$/);
    const file = path.join(t.deps.config.dataDir, 'files', rows[1]?.contentPath ?? 'missing');
    expect(fs.readFileSync(file).equals(png)).toBe(true);

    const imageId = (image.event as { message?: { id?: string } }).message?.id ?? '';
    await control.unsend(channel.channelId, kenta.userId, imageId);
    const [, unsent] = await eventually(stored, (messages) => messages[1]?.unsentAt != null);
    expect(unsent?.unsentAt).toBeInstanceOf(Date);
  });

  it('lists and searches friends with paging', async () => {
    const { control, channel, hubId, cookie, accountId } = await connected();
    for (const name of ['Alice', 'Bob', 'Carol']) {
      const user = control.createUser({ displayName: name });
      await control.follow(channel.channelId, user.userId);
    }
    const list = (query: string) =>
      t
        .request({
          method: 'GET',
          url: `/api/${hubId}/line/user-manage/${accountId}?${query}`,
          headers: { cookie },
        })
        .then((r) => r.json());
    await eventually(
      () => list('limit=25'),
      (page) => page.total === 3,
    );
    expect((await list('q=car&limit=25')).items.map((f: { displayName: string }) => f.displayName)).toEqual([
      'Carol',
    ]);
    const page = await list('limit=25&page=0&status=friends');
    expect(page).toMatchObject({ total: 3, page: 0, limit: 25 });
    // An address past the last page (friends left since it was bookmarked) answers the last page, and says so.
    const past = await list('limit=25&page=3');
    expect(past).toMatchObject({ total: 3, page: 0, limit: 25 });
    expect(past.items).toHaveLength(3);
    expect(await list('q=nobody&page=2')).toMatchObject({ total: 0, page: 0, items: [] });
    expect((await list('limit=7')).code).toBe('error.validation');
  });

  it('imports the channel’s existing followers and mails the requester', async () => {
    const { control, hubId, cookie, user } = await connected();
    // A channel whose friends followed before Hubline was connected.
    const older = control.createChannel({ displayName: 'Old Shop' });
    for (const name of ['Dave', 'Erin']) {
      const friend = control.createUser({ displayName: name });
      await control.follow(older.channelId, friend.userId);
    }
    const credentials = {
      platform: 'sandbox',
      channelId: older.channelId,
      channelSecret: older.channelSecret,
      tokenKind: 'long',
      accessToken: older.accessToken,
    };
    const { id } = (
      await t.request({
        method: 'POST',
        url: `/api/${hubId}/line`,
        headers: { cookie },
        payload: { credentials },
      })
    ).json();
    const started = await t.request({
      method: 'POST',
      url: `/api/${hubId}/line/import`,
      headers: { cookie },
      payload: { id, userEmail: user.email },
    });
    expect(started.json().msg).toContain('background');
    const friends = () => t.deps.db.select().from(lineUsers).where(eq(lineUsers.lineAccountId, id));
    expect(
      (await eventually(friends, (rows) => rows.length === 2)).map((row) => row.displayName).sort(),
    ).toEqual(['Dave', 'Erin']);
    const mail = await eventually(
      () => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)),
      (rows) => rows.length > 0,
    );
    expect(mail[0]).toMatchObject({
      subject: 'Your LINE friends import is done',
      text: '2 friends of Old Shop were imported into Hubline.',
    });
  });

  it('posts new messages to Slack and tests the webhook', async () => {
    const slack = t.slack?.control;
    if (!slack) throw new Error('no Slack sandbox');
    const url = slack.webhookUrl();
    const received = () => slack.messages().filter((message) => url.endsWith(message.path));
    const { control, channel, hubId, cookie, accountId } = await connected();
    const noUrl = await t.request({
      method: 'POST',
      url: `/api/${hubId}/line/${accountId}/slack/test`,
      headers: { cookie },
    });
    expect(noUrl.json().code).toBe('line.error.noSlack');
    await t.request({
      method: 'PATCH',
      url: `/api/${hubId}/line`,
      headers: { cookie },
      payload: { id: accountId, slackWebhookUrl: url },
    });
    const tested = await t.request({
      method: 'POST',
      url: `/api/${hubId}/line/${accountId}/slack/test`,
      headers: { cookie },
    });
    expect(tested.json()).toEqual({ msg: 'A test message was posted to Slack.' });
    const lin = control.createUser({ displayName: '林 怡君' });
    await control.follow(channel.channelId, lin.userId);
    await control.sendMessage(channel.channelId, lin.userId, { type: 'text', text: '請問有外帶服務嗎？' });
    await eventually(
      async () => received().length,
      (count) => count >= 2,
    );
    expect(received().map((message) => message.text)).toEqual([
      'Hubline test: new LINE messages of Sakura Cafe will be posted here.',
      'New LINE message from 林 怡君 on Sakura Cafe: 請問有外帶服務嗎？',
    ]);
  });
});
