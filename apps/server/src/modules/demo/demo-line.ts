import type { SandboxControl, UserMessageInput } from '@hubline/sandbox';
import type { Deps } from '../../core/deps.ts';
import { createLineAccount } from '../line-accounts/index.ts';

/** Friends of the demo's LINE account on the sandbox, in the markets the product serves, and what they write. */
const FRIENDS: {
  displayName: string;
  /** E.164: a test send to this number reaches them as a LINE notification message. */
  phoneNumber?: string;
  language: string;
  gender: 'male' | 'female';
  age: number;
  area: string;
  says: UserMessageInput[];
}[] = [
  {
    displayName: '佐藤 美咲',
    phoneNumber: '+819012345678',
    language: 'ja',
    gender: 'female',
    age: 28,
    area: 'jp_13',
    says: [
      { type: 'text', text: 'こんにちは！予約の変更はできますか？' },
      { type: 'sticker', packageId: '446', stickerId: '1988' },
    ],
  },
  {
    displayName: '田中 健太',
    phoneNumber: '+818011112222',
    language: 'ja',
    gender: 'male',
    age: 35,
    area: 'jp_27',
    says: [
      { type: 'text', text: '営業時間を教えてください。' },
      {
        type: 'location',
        title: '渋谷駅',
        address: '東京都渋谷区道玄坂1丁目',
        latitude: 35.658,
        longitude: 139.7016,
      },
    ],
  },
  {
    displayName: '林 怡君',
    language: 'zh-TW',
    gender: 'female',
    age: 31,
    area: 'tw_01',
    says: [{ type: 'text', text: '請問有外帶服務嗎？' }],
  },
  {
    displayName: 'Somchai P.',
    language: 'th',
    gender: 'male',
    age: 42,
    area: 'th_01',
    says: [{ type: 'text', text: 'Hello, do you ship to Bangkok?' }],
  },
  { displayName: 'Emily Chen', language: 'en', gender: 'female', age: 24, area: 'tw_03', says: [] },
];

/**
 * The demo hub's LINE account: a sandbox channel connected exactly as a user would (credentials
 * verified, webhook set and tested), then friends who follow it and write, through real webhooks.
 */
export async function seedDemoLine(
  deps: Deps,
  sandbox: SandboxControl,
  hub: { id: string; adminId: string },
) {
  const channel = sandbox.createChannel({ displayName: 'Sakura Cafe', basicId: '@sakuracafe' });
  const ctx = {
    db: deps.db,
    crm: deps.crm,
    secrets: deps.secrets,
    line: deps.line,
    publicUrl: deps.config.publicUrl,
  };
  await createLineAccount(ctx, { id: hub.id, subscription: 'trial' }, hub.adminId, {
    credentials: {
      platform: 'sandbox',
      channelId: channel.channelId,
      channelSecret: channel.channelSecret,
      tokenKind: 'long',
      accessToken: channel.accessToken,
    },
    description: 'The demo café’s official account, on the LINE sandbox: its friends write from the sandbox.',
    options: {},
  });
  const userIds: string[] = [];
  for (const friend of FRIENDS) {
    const { says, ...profile } = friend;
    const user = sandbox.createUser(profile);
    userIds.push(user.userId);
    await sandbox.follow(channel.channelId, user.userId);
    for (const message of says) await sandbox.sendMessage(channel.channelId, user.userId, message);
  }
  // A group chat the account is in, so the inbox shows one beside the 1:1 chats.
  const [misaki, kenta] = userIds;
  if (misaki && kenta) {
    const { group } = await sandbox.createGroup(channel.channelId, {
      groupName: 'Sakura Cafe 常連さん',
      memberIds: [misaki, kenta],
    });
    await sandbox.sendMessage(
      channel.channelId,
      kenta,
      { type: 'text', text: '来週の貸切、10名で大丈夫ですか？' },
      { groupId: group.groupId },
    );
  }
  await sandbox.settle();
}
