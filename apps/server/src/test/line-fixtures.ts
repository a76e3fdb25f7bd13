import { createHmac, randomBytes } from 'node:crypto';
import type { LineAccountOptions, Permissions } from '@hubline/contract';
import { DEFAULT_LINE_ACCOUNT_OPTIONS } from '@hubline/contract';
import { insertAccount, nextSeq } from '../modules/line-accounts/line-accounts.repository.ts';
import { lineUsers } from '../modules/line-accounts/line-accounts.schema.ts';
import { type HubCall, signedInMember, type TestApp } from './harness.ts';

/** A LINE account row as creation leaves it, bound to `platform` (no live verification). */
export async function givenLineAccount(
  t: TestApp,
  hubId: string,
  overrides: { platform?: 'line' | 'sandbox'; token?: string } = {},
) {
  const channelSecret = randomBytes(16).toString('hex');
  const account = await insertAccount(t.deps.db, {
    hubId,
    seq: await nextSeq(t.deps.db, hubId),
    platform: overrides.platform ?? 'sandbox',
    channelId: String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)).slice(0, 10),
    channelSecret: t.deps.secrets.seal(channelSecret),
    accessToken: t.deps.secrets.seal(overrides.token ?? randomBytes(24).toString('base64url')),
    tokenKind: 'long',
    botUserId: `U${randomBytes(16).toString('hex')}`,
    basicId: '@123abcde',
    name: 'Sakura Cafe',
    options: DEFAULT_LINE_ACCOUNT_OPTIONS,
  });
  if (!account) throw new Error('account insert returned nothing');
  return { account, channelSecret };
}

let sequence = 0;
/** A webhook event as LINE sends it (webhook.yml), with a fresh ULID-like id unless given. */
export function lineEvent(
  type: string,
  extra: Record<string, unknown> = {},
  userId = 'U4af4980629c0d1a6a2f0b61a0c8b3e9f',
) {
  sequence += 1;
  return {
    type,
    mode: 'active',
    timestamp: Date.now() + sequence,
    source: { type: 'user', userId },
    webhookEventId: `01J${randomBytes(12).toString('hex').toUpperCase().slice(0, 23)}`,
    deliveryContext: { isRedelivery: false },
    ...extra,
  };
}

export function signedWebhook(
  channelSecret: string,
  events: object[],
  destination = 'U8e742f61d673b39c7fff3cecb7536ef0',
) {
  const body = JSON.stringify({ destination, events });
  const signature = createHmac('sha256', channelSecret).update(body).digest('base64');
  return { payload: body, headers: { 'content-type': 'application/json', 'x-line-signature': signature } };
}

/** A LINE friend row of `account`, as a follow leaves it (no contact yet). */
export async function givenLineFriend(
  t: TestApp,
  account: { id: string; hubId: string },
  displayName = '佐藤 美咲',
  userId = `U${randomBytes(16).toString('hex')}`,
) {
  const [friend] = await t.deps.db
    .insert(lineUsers)
    .values({ hubId: account.hubId, lineAccountId: account.id, userId, displayName })
    .returning();
  if (!friend) throw new Error('friend insert returned nothing');
  return friend;
}

/**
 * A sandbox channel connected through the API by a signed-in member, as the create flow leaves it
 * (webhooks from the channel reach the app), with these account options.
 */
export async function connectSandboxChannel(
  t: TestApp,
  call: HubCall,
  options?: Partial<LineAccountOptions>,
) {
  const control = t.sandbox?.control;
  if (!control) throw new Error('no sandbox: start the test app with { line: true }');
  const channel = control.createChannel({ displayName: 'Sakura Cafe' });
  const created = await call('POST', '/line', {
    credentials: {
      platform: 'sandbox',
      channelId: channel.channelId,
      channelSecret: channel.channelSecret,
      tokenKind: 'long',
      accessToken: channel.accessToken,
    },
    ...(options ? { options } : {}),
  });
  if (created.statusCode !== 200) throw new Error(created.body);
  const accountId: string = created.json().id;
  return { control, channel, accountId };
}

/** A signed-in member's hub with a LINE account connected to a sandbox channel. */
export async function givenSandboxAccount(
  t: TestApp,
  options: { groupChatAsCompany?: boolean; hubId?: string; permissions?: Permissions } = {},
) {
  const member = await signedInMember(t, { hubId: options.hubId, permissions: options.permissions });
  const { groupChatAsCompany } = options;
  const connected = await connectSandboxChannel(
    t,
    member.call,
    groupChatAsCompany === undefined ? undefined : { groupChatAsCompany },
  );
  return { ...member, ...connected };
}
