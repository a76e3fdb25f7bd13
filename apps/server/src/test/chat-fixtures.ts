import type { Permissions } from '@hubline/contract';
import { and, count, eq } from 'drizzle-orm';
import { memberships } from '../modules/hubs/hubs.schema.ts';
import { inboxConversations } from '../modules/inbox/inbox.schema.ts';
import { lineMessages } from '../modules/inbox/messages.schema.ts';
import { eventually, signIn, type TestApp } from './harness.ts';
import { givenSandboxAccount } from './line-fixtures.ts';
import { multipart } from './uploads.ts';

export type Sent = { statusCode: number; json(): Record<string, unknown> & { code?: string } };

/**
 * A hub whose sandbox account has a friend who followed and wrote `texts` (the last one's reply
 * token still good), and a signed-in agent with a seat unless `seat` is false.
 */
export async function givenChat(
  t: TestApp,
  options: { texts?: string[]; seat?: boolean; permissions?: Permissions; hubId?: string } = {},
) {
  const given = await givenSandboxAccount(t, { hubId: options.hubId, permissions: options.permissions });
  const { control, channel, call, user, hubId } = given;
  const seq: number = (await call('GET', '/line/inbox')).json().accounts.at(-1)?.seq ?? 1;
  if (options.seat !== false) {
    await t.deps.db
      .update(memberships)
      .set({ hasSeat: true })
      .where(and(eq(memberships.userId, user.id), eq(memberships.hubId, hubId)));
  }
  const friend = control.createUser({ displayName: 'Ken Tanaka' });
  await control.follow(channel.channelId, friend.userId);
  const texts = options.texts ?? ['Do you open on Sunday?'];
  for (const text of texts)
    await control.sendMessage(channel.channelId, friend.userId, { type: 'text', text });
  const list = await eventually(
    () => call('GET', `/line/inbox/${seq}`).then((response) => response.json()),
    (body) => body.lineUsers?.[0]?.lastMessage?.text === texts.at(-1),
  );
  const vid: string = list.lineUsers[0].vid;
  const chat = `/line/chat/${seq}/${vid}`;
  const { cookie } = await signIn(t, user.email);
  return {
    ...given,
    seq,
    friend,
    vid,
    chat,
    read: (page = 0, limit = 30) => call('GET', `${chat}/${page}/${limit}`),
    send: (payload: object) => call('POST', `${chat}/send`, payload),
    /** A send with a file, as multipart. */
    upload: (fields: Record<string, string>, file?: { name: string; data: Buffer }) => {
      const body = multipart(fields, file);
      return t.request({
        method: 'POST',
        url: `/api/${hubId}${chat}/send`,
        payload: body.payload,
        headers: { cookie, ...body.headers },
      });
    },
    /** What the friend received from the account, on the sandbox phone. */
    received: () => control.inbox(channel.channelId, friend.userId).filter((entry) => entry.from === 'bot'),
    conversation: async () => {
      const [row] = await t.deps.db.select().from(inboxConversations).where(eq(inboxConversations.id, vid));
      if (!row) throw new Error('no conversation');
      return row;
    },
    setConversation: (changes: Partial<typeof inboxConversations.$inferInsert>) =>
      t.deps.db.update(inboxConversations).set(changes).where(eq(inboxConversations.id, vid)),
  };
}

/** How many messages the hub has stored, to prove a refused send stored none. */
export async function storedMessages(t: TestApp, hubId: string) {
  const [row] = await t.deps.db
    .select({ value: count() })
    .from(lineMessages)
    .where(eq(lineMessages.hubId, hubId));
  return row?.value ?? 0;
}
